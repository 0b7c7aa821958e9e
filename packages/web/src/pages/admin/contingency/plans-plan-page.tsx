import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTINGENCY_PLANS_TRANSLATIONS, emergencyPlanDescription, planReviewStatus, todayIso } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, CONTINGENCY_PLANS_TRANSLATIONS);

const def = emergencyPlanDescription.def;
const today = () => todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const COLOURS = { overdue: 'error', due_soon: 'warning', ok: 'success' } as const;

/**
 * The emergency plans: the catch-all list, with the review date coloured by its status (past due red,
 * within 30 days orange) and the shore's plans named as such instead of an empty ship.
 */
export default function EmergencyPlanPage() {
  const { t } = useTranslation('backend');
  const options: ResourcePageOptions = {
    cells: {
      ship_id: (row: TableRow) => (row.ship_id ? String(row.ship_id_label ?? '') : <Tag>{t('contingencyPlans.shore')}</Tag>),
      review_due_date: (row: TableRow) => {
        const due = typeof row.review_due_date === 'string' ? row.review_due_date : null;
        if (!due) return null;
        const status = planReviewStatus(due, today());
        return (
          <Tag color={COLOURS[status]} title={t(`contingencyPlans.review.${status}`)}>
            {due}
          </Tag>
        );
      },
    },
  };
  return <ResourcePage def={def} options={options} />;
}
