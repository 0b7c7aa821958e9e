import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { alertRuleResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';

/** The rule's lead times; none means each record's own (a certificate type's alert days). */
function LeadDaysCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const days = Array.isArray(row.lead_days) ? row.lead_days.map(String) : [];
  if (days.length === 0) return <Typography.Text type="secondary">{t('alertPage.ownLeadDays')}</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {days.map((day) => (
        <Tag key={day} color="blue">
          {t(`alert.alertRule.lead_days_options.${day}`, { defaultValue: day })}
        </Tag>
      ))}
    </Space>
  );
}

const options: ResourcePageOptions = { cells: { lead_days: (row) => <LeadDaysCell row={row} /> } };

/** Alert rules (DOMAIN.md §4.0): per kind of due date, the lead times, who hears of it and how. */
export default function AlertRulePage() {
  return <ResourcePage def={alertRuleResource} options={options} />;
}
