import { Button, Card, Result, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LedgerRow } from '@vessel/contract';
import { balance, integral } from '../../../api/user/account';
import { formatDateTime, formatNumber } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { formatMoney } from '../../../locales/money';
import { useMemberInfo } from '../../../stores/member-info';
import { LEDGER_PAGE_SIZES, pagingQuery, readPaging } from './ledger-paging';
import { useMemberCall } from './use-member-call';

type Ledger = 'balance' | 'integral';

const CALLS = { balance, integral } as const;

/**
 * The member's balance or score log (spec §7 balance, integral): each change with the value before and
 * after, the memo and the time, newest first, paged (page and size in the URL). Money arrives in minor
 * units and reads in major units with two decimals.
 */
function LedgerPage({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation(['frontend', 'common']);
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const { data, loading, failed, reload } = useMemberCall(() => CALLS[ledger](paging.page, paging.limit), [ledger, paging.page, paging.limit]);
  const current = useMemberInfo((state) => (ledger === 'balance' ? state.money : state.score));

  const amount = (value: number, signed = false) =>
    ledger === 'balance' ? formatMoney(value, lang, { signed }) : formatNumber(value, lang, signed ? { signDisplay: 'exceptZero' } : {});
  const columns: ColumnsType<LedgerRow> = [
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t(`ledger.${ledger}.amount`),
      align: 'right',
      render: (value: number) => (
        <Typography.Text type={value > 0 ? 'success' : value < 0 ? 'danger' : undefined} strong style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {amount(value, true)}
        </Typography.Text>
      ),
    },
    { key: 'before', dataIndex: 'before', title: t('ledger.before'), align: 'right', responsive: ['md'], render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(value)}</span> },
    { key: 'after', dataIndex: 'after', title: t('ledger.after'), align: 'right', render: (value: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{amount(value)}</span> },
    { key: 'memo', dataIndex: 'memo', title: t('ledger.memo'), render: (value: string) => value || <Typography.Text type="secondary">-</Typography.Text> },
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('ledger.time'),
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, lang)}</span>,
    },
  ];

  return (
    <Card
      variant="borderless"
      title={t(`ledger.${ledger}.title`)}
      extra={
        <Typography.Text type="secondary">
          {t(`ledger.${ledger}.current`)}{' '}
          <Typography.Text strong style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums' }}>
            {amount(current)}
          </Typography.Text>
        </Typography.Text>
      }
    >
      {failed && !data ? (
        <Result status="warning" title={t('common:loading.failed')} extra={<Button onClick={reload}>{t('common:action.retry')}</Button>} />
      ) : (
        <Table<LedgerRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(`ledger.${ledger}.empty`) }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: LEDGER_PAGE_SIZES.map(String),
            showTotal: (total) => t('ledger.total', { total }),
            onChange: (page, limit) => setParams(pagingQuery({ page: limit !== paging.limit ? 1 : page, limit })),
          }}
        />
      )}
    </Card>
  );
}

export function BalancePage() {
  return <LedgerPage ledger="balance" />;
}

export function IntegralPage() {
  return <LedgerPage ledger="integral" />;
}
