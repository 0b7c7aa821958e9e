import { approvalInstanceResource } from '@vessel/contract';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { currentLang } from '../../../locales/i18n';

/**
 * My approvals: the instances the caller started or is asked to act on. A row opens its panel, where the
 * step's approvers act with a comment (the steps need more than the ids a row button would send).
 */
const options: ResourcePageOptions = {
  rowSteps: () => [],
  detail: (row) => <ApprovalPanel bizType={String(row.biz_type)} bizId={String(row.biz_id)} />,
  // What is being approved, as its flow names it in the reader's language (the code when no flow has a name).
  cells: {
    biz_type: (row) => String((currentLang() === 'en' ? row.biz_type_name_en : row.biz_type_name_zh) || row.biz_type),
  },
};

export default function ApprovalInstancePage() {
  return <ResourcePage def={approvalInstanceResource} options={options} />;
}
