import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { POSITION_URL, SHIP_RANK_FILTER, useShipRanks } from '../crew/use-ship-ranks';
import { duplicateRanks, linesBySeniority, manningLines, manningValue, type ManningLine } from './safe-manning';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Safe Manning Document as lines of rank × number (the form stores `{position_id: count}`). Lines
 * being written (no rank yet) live here until they mean something.
 */
export function SafeManningInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const { ranks } = useShipRanks();
  const [lines, setLines] = useState<ManningLine[]>(() => manningLines(value));
  const rankIds = useRef<string[]>([]);

  // A value set from outside (the record loaded) replaces the lines; our own changes come back equal.
  useEffect(() => {
    // Only a change of the value from outside matters here, not the lines being edited.
    if (!same(manningValue(manningLines(value)), manningValue(lines))) setLines(linesBySeniority(manningLines(value), rankIds.current));
  }, [value]);

  // Once the ranks are known, the stored lines read senior first, as on the Safe Manning Document.
  const rankOrder = ranks.map((rank) => rank.id).join(',');
  useEffect(() => {
    rankIds.current = rankOrder ? rankOrder.split(',') : [];
    if (rankOrder) setLines((held) => linesBySeniority(held, rankIds.current));
  }, [rankOrder]);

  const update = (next: ManningLine[]) => {
    setLines(next);
    onChange?.(manningValue(next));
  };
  const twice = duplicateRanks(lines);
  const total = Object.values(manningValue(lines)).reduce((sum, count) => sum + count, 0);

  return (
    <Flex vertical gap={8} id={id}>
      {lines.length === 0 ? <Typography.Text type="secondary">{t('fleet.shipPage.manningEmpty')}</Typography.Text> : null}
      {lines.map((line, index) => (
        <Flex key={index} gap={8} align="center">
          <div style={{ flex: 1, minWidth: 0 }}>
            <RemoteSelect
              url={POSITION_URL}
              filter={SHIP_RANK_FILTER}
              aria-label={t('fleet.shipPage.manningRank')}
              placeholder={t('fleet.shipPage.manningRank')}
              value={line.position_id || null}
              allowClear={false}
              status={twice.has(line.position_id) ? 'warning' : undefined}
              onChange={(position_id) => update(lines.map((held, at) => (at === index ? { ...held, position_id: typeof position_id === 'string' ? position_id : '' } : held)))}
            />
          </div>
          <InputNumber
            aria-label={t('fleet.shipPage.manningCount')}
            min={1}
            max={99}
            precision={0}
            value={line.count}
            onChange={(count) => update(lines.map((held, at) => (at === index ? { ...held, count: typeof count === 'number' ? count : null } : held)))}
            style={{ width: 88 }}
          />
          <Tooltip title={t('fleet.shipPage.manningRemove')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('fleet.shipPage.manningRemove')}
              onClick={() => update(lines.filter((_, at) => at !== index))}
            />
          </Tooltip>
        </Flex>
      ))}
      {twice.size ? <Typography.Text type="warning">{t('fleet.shipPage.manningTwice')}</Typography.Text> : null}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button icon={<PlusOutlined />} onClick={() => setLines([...lines, { position_id: '', count: 1 }])}>
          {t('fleet.shipPage.manningAdd')}
        </Button>
        {total > 0 ? <Typography.Text type="secondary">{t('fleet.shipPage.manningTotal', { count: total })}</Typography.Text> : null}
      </Flex>
    </Flex>
  );
}
