import { UserOutlined, WalletOutlined, TrophyOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_RULES, greetingKey, type AccountOverview } from '@vessel/contract';
import { overview } from '../../../api/user/account';
import { DailyBarChart } from '../../../components/charts/daily-bar-chart';
import { memberRoutePath } from '../../../layouts/user/member-menus';
import { formatDateTime, formatNumber, formatShortDay } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { formatMoney } from '../../../locales/money';
import { useMemberCenter } from '../../../stores/member-center';
import { useMemberInfo } from '../../../stores/member-info';
import { routeEntries } from '../../../layouts/user/member-menus';
import { useMemberCall } from './use-member-call';

function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Links to a page only when the member's menu has it. */
function useHasPage(): (name: string) => boolean {
  const viewRoutes = useMemberCenter((state) => state.viewRoutes);
  return useMemo(() => {
    const names = new Set(routeEntries(viewRoutes).map((entry) => entry.name));
    return (name: string) => names.has(name);
  }, [viewRoutes]);
}

function Welcome({ data }: { data: AccountOverview }) {
  const { t } = useTranslation(['frontend', 'messages']);
  const lang = currentLang();
  const avatar = useMemberInfo((state) => state.avatar);
  const hasPage = useHasPage();
  const member = data.userInfo;
  const name = member.nickname || member.username;
  return (
    <Card variant="borderless">
      <Flex gap={20} align="center" wrap>
        <Avatar size={72} src={avatar || member.avatar || undefined} icon={<UserOutlined />} alt="" />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('overview.welcome', { greeting: t(`messages:${greetingKey(new Date().getHours())}`), name })}
          </Typography.Title>
          <Typography.Text type="secondary">{member.motto || t('overview.noMotto')}</Typography.Text>
        </Flex>
        {hasPage(MEMBER_RULES.profile) ? (
          <Link to={memberRoutePath(MEMBER_RULES.profile)}>
            <Button>{t('overview.editProfile')}</Button>
          </Link>
        ) : null}
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginTop: 20 }}>
        <Descriptions.Item label={t('overview.username')}>{member.username}</Descriptions.Item>
        <Descriptions.Item label={t('overview.lastLogin')}>
          {member.lastlogintime ? `${formatDateTime(member.lastlogintime, lang)}${member.lastloginip ? ` · ${member.lastloginip}` : ''}` : t('overview.firstLogin')}
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.joined')}>{member.jointime ? formatDateTime(member.jointime, lang) : '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * The member centre's overview: who is logged in, the balance and the score, and the last days'
 * balance and score changes as bars (GET /api/account/overview, days in the reader's time zone).
 */
export default function OverviewPage() {
  const { t } = useTranslation('frontend');
  const lang = currentLang();
  const hasPage = useHasPage();
  const { data, failed, reload } = useMemberCall(() => overview(readerTimeZone()), []);

  if (failed && !data) {
    return (
      <Card variant="borderless">
        <Result status="warning" title={t('common:loading.failed')} extra={<Button onClick={reload}>{t('common:action.retry')}</Button>} />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card variant="borderless">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const days = data.days.map((day) => formatShortDay(day, lang));
  const money = formatMoney(data.userInfo.money, lang);
  const score = formatNumber(data.userInfo.score, lang);
  return (
    <Flex vertical gap={16}>
      <Welcome data={data} />
      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Card variant="borderless">
            <Statistic title={t('overview.balance')} value={money} prefix={<WalletOutlined />} />
            {hasPage(MEMBER_RULES.balance) ? <Link to={memberRoutePath(MEMBER_RULES.balance)}>{t('overview.balanceLog')}</Link> : null}
          </Card>
        </Col>
        <Col xs={12}>
          <Card variant="borderless">
            <Statistic title={t('overview.score')} value={score} prefix={<TrophyOutlined />} />
            {hasPage(MEMBER_RULES.integral) ? <Link to={memberRoutePath(MEMBER_RULES.integral)}>{t('overview.scoreLog')}</Link> : null}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={t('overview.balanceChart', { days: data.days.length })}>
            <DailyBarChart
              title={t('overview.balanceChart', { days: data.days.length })}
              labels={days}
              values={data.money}
              format={(value) => formatMoney(value, lang, { signed: true })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" title={t('overview.scoreChart', { days: data.days.length })}>
            <DailyBarChart
              title={t('overview.scoreChart', { days: data.days.length })}
              labels={days}
              values={data.score}
              format={(value) => formatNumber(value, lang, { signDisplay: 'exceptZero' })}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
