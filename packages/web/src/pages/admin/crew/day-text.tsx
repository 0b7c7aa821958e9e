import { Typography } from 'antd';
import { currentLang } from '../../../locales/i18n';
import { formatDay } from '../../../locales/format';

/** A calendar day (`YYYY-MM-DD`) in the reader's style, or a grey dash when there is none. */
export function DayText({ day }: { day: string | null | undefined }) {
  const text = day ? formatDay(day, currentLang()) : '';
  return text ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : <Typography.Text type="secondary">-</Typography.Text>;
}
