import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { stageLabel } from './alert-views';

/** An alert's stage in words ('30d' → "30 days before", 'gap-1a2b3c4d' → "Manning gap"), wherever alerts are listed. */
export function AlertStageTag({ stage }: { stage: unknown }) {
  const { t } = useTranslation('backend');
  if (typeof stage !== 'string' || !stage) return <>-</>;
  const label = stageLabel(stage);
  return <Tag>{label.key ? t(label.key, label.params) : stage}</Tag>;
}
