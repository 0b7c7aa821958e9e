import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Select, Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STEP_TITLE_MAX, APPROVER_KINDS, WEIGHT_TYPES, type ApprovalStepInput, type ApproverKindCode } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { editSteps, stepsOfValue } from './flow-steps';

/** The value a step of this kind names: a role, a level or an administrator; the others need none. */
function ValueInput({ kind, value, onChange }: { kind: ApproverKindCode; value: ApprovalStepInput['value']; onChange(next: ApprovalStepInput['value']): void }) {
  const { t } = useTranslation('backend');
  const text = typeof value === 'string' ? value : null;
  switch (kind) {
    case 'role':
      return <RemoteSelect url="/admin/auth.Group/" value={text} onChange={(next) => onChange(typeof next === 'string' ? next : null)} placeholder={t('approval.flowEditor.role')} aria-label={t('approval.flowEditor.role')} style={{ width: 240 }} />;
    case 'specific_admin':
      return <RemoteSelect url="/admin/auth.Admin/" value={text} onChange={(next) => onChange(typeof next === 'string' ? next : null)} placeholder={t('approval.flowEditor.admin')} aria-label={t('approval.flowEditor.admin')} style={{ width: 240 }} />;
    case 'weight_type':
      return (
        <Select
          aria-label={t('approval.flowEditor.weight')}
          placeholder={t('approval.flowEditor.weight')}
          value={typeof value === 'number' ? value : undefined}
          onChange={(next: number) => onChange(next)}
          options={WEIGHT_TYPES.map((level) => ({ value: level, label: t(`auth.admin.weight_type_options.${level}`) }))}
          style={{ width: 240 }}
        />
      );
    default:
      return null;
  }
}

/**
 * A flow's steps, in order: each with its titles in both languages, who approves it (and the role, level
 * or administrator that kind names) and whether it may reject or return. Orders are renumbered 1..n on
 * every change, as the server requires; the server still checks every value against the database.
 */
export function FlowStepsInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const steps = stepsOfValue(value);
  const change = (next: ApprovalStepInput[]) => onChange?.(next);
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="flow-steps">
      {steps.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.flowEditor.empty')} /> : null}
      {steps.map((step, index) => (
        <Card
          key={index}
          size="small"
          title={t('approval.flowEditor.step', { order: step.order })}
          extra={
            <Space size={2}>
              <Tooltip title={t('approval.flowEditor.up')}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('approval.flowEditor.up')} disabled={index === 0} onClick={() => change(editSteps.move(steps, index, -1))} />
              </Tooltip>
              <Tooltip title={t('approval.flowEditor.down')}>
                <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('approval.flowEditor.down')} disabled={index === steps.length - 1} onClick={() => change(editSteps.move(steps, index, 1))} />
              </Tooltip>
              <Tooltip title={t('approval.flowEditor.remove')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('approval.flowEditor.remove')} onClick={() => change(editSteps.remove(steps, index))} />
              </Tooltip>
            </Space>
          }
        >
          <Flex wrap gap={8}>
            <Input
              aria-label={t('approval.flowEditor.title_zh')}
              placeholder={t('approval.flowEditor.title_zh')}
              maxLength={APPROVAL_STEP_TITLE_MAX}
              value={step.title_zh}
              onChange={(event) => change(editSteps.set(steps, index, { title_zh: event.target.value }))}
              style={{ width: 240 }}
            />
            <Input
              aria-label={t('approval.flowEditor.title_en')}
              placeholder={t('approval.flowEditor.title_en')}
              maxLength={APPROVAL_STEP_TITLE_MAX}
              value={step.title_en}
              onChange={(event) => change(editSteps.set(steps, index, { title_en: event.target.value }))}
              style={{ width: 240 }}
            />
          </Flex>
          <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
            <Select
              aria-label={t('approval.flowEditor.approver_kind')}
              value={step.approver_kind}
              onChange={(kind: ApproverKindCode) => change(editSteps.set(steps, index, { approver_kind: kind, value: null }))}
              options={APPROVER_KINDS.map((kind) => ({ value: kind, label: t(`approval.flowEditor.approver_kind_options.${kind}`) }))}
              style={{ width: 240 }}
            />
            <ValueInput kind={step.approver_kind} value={step.value ?? null} onChange={(next) => change(editSteps.set(steps, index, { value: next }))} />
          </Flex>
          <Space size={16} style={{ marginTop: 8 }}>
            <Space size={6}>
              <Switch size="small" checked={step.can_reject} onChange={(checked) => change(editSteps.set(steps, index, { can_reject: checked }))} aria-label={t('approval.flowEditor.can_reject')} />
              <Typography.Text>{t('approval.flowEditor.can_reject')}</Typography.Text>
            </Space>
            <Space size={6}>
              <Switch size="small" checked={step.can_return} onChange={(checked) => change(editSteps.set(steps, index, { can_return: checked }))} aria-label={t('approval.flowEditor.can_return')} />
              <Typography.Text>{t('approval.flowEditor.can_return')}</Typography.Text>
            </Space>
          </Space>
        </Card>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => change(editSteps.add(steps))} block data-testid="flow-step-add">
        {t('approval.flowEditor.add')}
      </Button>
    </Space>
  );
}
