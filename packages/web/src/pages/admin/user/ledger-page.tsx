import { Flex, Input, InputNumber, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyLogResource, scoreLogResource, type ResourceDef } from '@vessel/contract';
import { MoneyInput } from '../../../components/money-input';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { formatNumber } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { formatMoney } from '../../../locales/money';

/** Which ledger a page shows: the balance (money, minor units) or the score (points). */
export type Ledger = 'money' | 'score';

const HINT_KEYS: Record<Ledger, string> = { money: 'user.moneyLog', score: 'user.scoreLog' };

function WithHint({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      {children}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </Flex>
  );
}

/** The change as the administrator types it: money in major units, score in whole points. */
function AmountInput({ ledger, value, onChange, id, spec }: FieldInputProps & { ledger: Ledger }) {
  const { t } = useTranslation('backend');
  const bounds = {
    ...(spec.field.min !== undefined ? { min: spec.field.min } : {}),
    ...(spec.field.max !== undefined ? { max: spec.field.max } : {}),
  };
  const amount = typeof value === 'number' ? value : null;
  return (
    <WithHint hint={t(`${HINT_KEYS[ledger]}.amountHint`)}>
      {ledger === 'money' ? (
        <MoneyInput id={id} value={amount} onChange={(next) => onChange?.(next)} {...bounds} />
      ) : (
        <InputNumber<number> id={id} value={amount} onChange={(next) => onChange?.(next)} precision={0} {...bounds} style={{ width: '100%' }} />
      )}
    </WithHint>
  );
}

/** The memo is required (contract): the member reads it in their own log. */
function MemoInput({ ledger, value, onChange, id, spec }: FieldInputProps & { ledger: Ledger }) {
  const { t } = useTranslation('backend');
  return (
    <WithHint hint={t(`${HINT_KEYS[ledger]}.memoHint`)}>
      <Input.TextArea id={id} rows={3} value={typeof value === 'string' ? value : ''} maxLength={spec.field.max} showCount onChange={(event) => onChange?.(event.target.value)} />
    </WithHint>
  );
}

function amountCell(ledger: Ledger, field: string, signed: boolean) {
  return (row: TableRow) => {
    const lang = currentLang();
    const value = row[field];
    const text = ledger === 'money' ? formatMoney(value, lang, { signed }) : typeof value === 'number' ? formatNumber(value, lang, signed ? { signDisplay: 'exceptZero' } : {}) : '';
    const tone = signed && typeof value === 'number' ? (value > 0 ? 'success' : value < 0 ? 'danger' : undefined) : undefined;
    return (
      <Typography.Text style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} {...(tone ? { type: tone } : {})}>
        {text || '-'}
      </Typography.Text>
    );
  };
}

export function ledgerOptions(ledger: Ledger): ResourcePageOptions {
  return {
    cells: {
      [ledger]: amountCell(ledger, ledger, true),
      before: amountCell(ledger, 'before', false),
      after: amountCell(ledger, 'after', false),
    },
    inputs: {
      [ledger]: (props) => <AmountInput ledger={ledger} {...props} />,
      memo: (props) => <MemoInput ledger={ledger} {...props} />,
    },
  };
}

const DEFS: Record<Ledger, ResourceDef> = { money: moneyLogResource, score: scoreLogResource };
const OPTIONS: Record<Ledger, ResourcePageOptions> = { money: ledgerOptions('money'), score: ledgerOptions('score') };

/** A member ledger: every adjustment with the value before and after and its memo; adding one adjusts. */
export function LedgerPage({ ledger }: { ledger: Ledger }) {
  return <ResourcePage def={DEFS[ledger]} options={OPTIONS[ledger]} />;
}

export function MoneyLogPage() {
  return <LedgerPage ledger="money" />;
}

export function ScoreLogPage() {
  return <LedgerPage ledger="score" />;
}
