import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Descriptions, Flex, Tag, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldLabelKey, optionLabelKey, seafarerResource, type FieldDef, type Lang, type SeafarerDetailAnswer, type TrackingRow } from '@vessel/contract';
import { DictLabel } from '../../../components/resource/dict-options';
import { currentLang } from '../../../locales/i18n';
import { formatDay } from '../../../locales/format';
import { shipDetailPath } from '../fleet/ship-links';
import { SEAFARER_STATUS_COLOURS, nameIn, remoteLabel } from './crew-labels';

const GROUPS = {
  personal: ['gender', 'birth_date', 'birth_place', 'nationality', 'id_card_no'],
  employment: ['rank_id', 'applied_rank_id', 'employment_state', 'availability_date', 'manning_agent_id', 'manning_agent', 'ship_type_experience', 'blacklist_reason', 'remark'],
  contact: ['mobile', 'email', 'address', 'emergency_contact_name', 'emergency_contact_relation', 'emergency_contact_phone'],
} as const;

function fieldOf(name: string): FieldDef | undefined {
  return seafarerResource.fields.find((field) => field.name === name);
}

/** One value of the profile as the reader reads it ('' when not recorded). */
export function profileText(field: FieldDef, row: Record<string, unknown>, t: (key: string) => string, lang: Lang): string {
  const value = row[field.name];
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '';
  if (Array.isArray(value)) return value.map((item) => (field.options ? t(optionLabelKey(seafarerResource, field, String(item))) : String(item))).join(', ');
  if (field.options) return t(optionLabelKey(seafarerResource, field, String(value)));
  if (field.type === 'uuid') return remoteLabel(row, field.name, lang);
  if (field.type === 'date') return formatDay(String(value), lang);
  return String(value);
}

/** Where the seafarer stands today, in one sentence (the ship a link): on board, coming, or free. */
function Standing({ standing }: { standing: TrackingRow | null }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  if (!standing || !standing.assignment_id) return <Alert type="info" showIcon title={t('crew.seafarerDetail.nowFree')} />;
  const ship = nameIn(lang, standing.ship_label, standing.ship_label_zh);
  const rank = nameIn(lang, standing.rank_label, standing.rank_label_zh);
  const components = { ship: standing.ship_id ? <Link to={shipDetailPath(standing.ship_id)} /> : <strong /> };
  if (standing.status === 'onboard' && standing.sign_on_date) {
    return (
      <Alert
        type={standing.overdue ? 'warning' : 'success'}
        showIcon
        title={
          <Trans
            t={t}
            i18nKey="crew.seafarerDetail.nowOnBoard"
            values={{ ship, rank, date: formatDay(standing.sign_on_date, lang), days: standing.days_on_board ?? 0 }}
            components={components}
          />
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={
        <Trans
          t={t}
          i18nKey="crew.seafarerDetail.nowComing"
          values={{
            status: t(optionLabelKey(seafarerResource, { name: 'status' }, standing.status)),
            rank,
            ship,
            date: standing.planned_join_date ? formatDay(standing.planned_join_date, lang) : '-',
          }}
          components={components}
        />
      }
    />
  );
}

/** The seafarer's header: photo, names, number, rank and status. */
export function SeafarerHeader({ detail }: { detail: SeafarerDetailAnswer }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const row = detail.seafarer;
  const status = row.status;
  return (
    <Flex gap={16} align="center">
      <Avatar size={56} shape="square" src={typeof row.photo === 'string' && row.photo ? row.photo : undefined} icon={<UserOutlined />} alt="" />
      <Flex vertical gap={4}>
        <Flex align="baseline" gap={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {nameIn(lang, row.name_en, row.name_zh)}
          </Typography.Title>
          <Typography.Text type="secondary">{lang === 'zh-cn' && row.name_zh ? row.name_en : row.name_zh}</Typography.Text>
          {status ? <Tag color={SEAFARER_STATUS_COLOURS[status] ?? 'default'}>{t(optionLabelKey(seafarerResource, { name: 'status' }, status))}</Tag> : null}
        </Flex>
        <Typography.Text type="secondary">
          {[row.seafarer_no, remoteLabel(row, 'rank_id', lang), typeof row.nationality === 'string' ? t(optionLabelKey(seafarerResource, { name: 'nationality' }, row.nationality)) : '']
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The profile: where they stand now, then personal, employment and contact particulars. */
export function SeafarerProfile({ detail }: { detail: SeafarerDetailAnswer }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const row = detail.seafarer;
  return (
    <Flex vertical gap={20}>
      <Standing standing={detail.standing} />
      {(Object.keys(GROUPS) as Array<keyof typeof GROUPS>).map((group) => (
        <Descriptions
          key={group}
          title={t(`crew.seafarerDetail.groups.${group}`)}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          items={GROUPS[group].flatMap((name) => {
            const field = fieldOf(name);
            // The agent as typed before agents were chosen from the suppliers: shown only where there is one.
            if (!field || (name === 'manning_agent' && !row.manning_agent)) return [];
            const text = profileText(field, row, t, lang);
            return [
              {
                key: name,
                label: t(fieldLabelKey(seafarerResource, field)),
                children: text ? (
                  field.dict ? <DictLabel type={field.dict} value={row[name]} /> : <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>
                ) : (
                  <Typography.Text type="secondary">-</Typography.Text>
                ),
              },
            ];
          })}
        />
      ))}
    </Flex>
  );
}
