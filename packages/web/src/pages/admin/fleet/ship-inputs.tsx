import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NEXT_PORT_MAX, optionLabelKey, shipResource, type ShipStatus } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { imoMessage, midsHint } from './ship-identity-checks';
import { isFinalStatus, isShipStatus, statusChoices } from './ship-status';

const textOf = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** The IMO number; the check digit is checked as typed (the form's `checks`), and a correct one says so. */
export function ImoInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const text = textOf(value);
  const valid = text.trim() !== '' && imoMessage(text) === null;
  return (
    <Input
      id={id}
      value={text}
      onChange={(event) => onChange?.(event.target.value)}
      maxLength={11}
      inputMode="numeric"
      autoComplete="off"
      placeholder="9074729"
      suffix={
        valid ? (
          <Typography.Text type="success" aria-label={t('fleet.shipPage.imoValid')} title={t('fleet.shipPage.imoValid')}>
            <CheckCircleFilled />
          </Typography.Text>
        ) : (
          <span />
        )
      }
    />
  );
}

/** The next port: a port's name or its UN/LOCODE, as the placeholder shows. */
export function NextPortInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  return <Input id={id} value={textOf(value)} onChange={(event) => onChange?.(event.target.value)} maxLength={NEXT_PORT_MAX} placeholder={t('fleet.shipPage.nextPortExample')} />;
}

/**
 * The MMSI, with the MIDs of the chosen flag written under it; a change of flag checks the MMSI again,
 * since the two must agree.
 */
export function MmsiInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const form = Form.useFormInstance();
  const flag = Form.useWatch('flag', form) as unknown;
  const text = textOf(value);
  const mids = midsHint(flag);
  const seen = useRef(flag);
  useEffect(() => {
    if (seen.current === flag) return;
    seen.current = flag;
    if (form.getFieldValue('mmsi')) void form.validateFields(['mmsi']).catch(() => undefined);
  }, [flag, form]);
  const flagName = typeof flag === 'string' && flag ? t(optionLabelKey(shipResource, { name: 'flag' }, flag)) : '';
  return (
    <Flex vertical gap={4}>
      <Input id={id} value={text} onChange={(event) => onChange?.(event.target.value)} maxLength={9} inputMode="numeric" autoComplete="off" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {mids ? t('fleet.shipPage.mmsiMids', { flag: flagName, mids }) : t('fleet.shipPage.mmsiPickFlag')}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The status: a new ship may start in any; a ship on file offers only the changes a fleet makes
 * (DOMAIN.md §4.1), so a sold ship cannot come back into service by a slip of the mouse.
 */
export function ShipStatusInput({ value, onChange, id, recordId }: FieldInputProps) {
  const { t } = useTranslation('backend');
  // The status the record had when the form opened: the first one the form was given in edit mode.
  const origin = useRef<ShipStatus | null>(null);
  if (recordId && origin.current === null && isShipStatus(value)) origin.current = value;
  const choices = statusChoices(recordId ? origin.current : null);
  const label = (status: string) => t(optionLabelKey(shipResource, { name: 'status' }, status));
  const next = origin.current ? choices.filter((status) => status !== origin.current) : [];
  return (
    <Flex vertical gap={4}>
      <Select
        id={id}
        value={isShipStatus(value) ? value : null}
        onChange={(next: ShipStatus) => onChange?.(next)}
        options={choices.map((status) => ({ value: status, label: label(status) }))}
        style={{ width: '100%' }}
      />
      {origin.current ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {isFinalStatus(origin.current) ? t('fleet.shipPage.statusFinal') : t('fleet.shipPage.statusNext', { list: next.map(label).join(t('fleet.shipPage.listSeparator')) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
