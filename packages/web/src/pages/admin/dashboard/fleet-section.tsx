import { Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { optionLabelKey, shipResource, type DashboardShip } from '@vessel/contract';
import { NamePairText } from '../../../components/resource/resource-cell';
import { NAME_PAIR, pairNames } from '../../../components/resource/resource-columns';
import { formatDay } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { shipDetailPath } from '../fleet/ship-links';
import { SHIP_STATUS_COLOURS, isShipStatus } from '../fleet/ship-status';
import { etaDays, etaWords } from './fleet-list';

/**
 * The fleet on the morning dashboard (DOMAIN.md §5, "Fleet map/list"): each ship the filters match, with
 * its status, next port and ETA, and its superintendents; the name opens the ship's page.
 */
export function FleetSection({ ships, asOf }: { ships: readonly DashboardShip[]; asOf: string }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const person = (name: string) => (name ? name : none);
  const columns: ColumnsType<DashboardShip> = [
    {
      key: 'name',
      title: t('dashboard.fleet.ship'),
      render: (_, ship) => <NamePairText {...pairNames(NAME_PAIR, ship as unknown as Record<string, unknown>, lang)} to={shipDetailPath(ship.id)} title={t('fleet.shipPage.open')} />,
    },
    { key: 'type', title: t('fleet.ship.ship_type'), render: (_, ship) => ship.ship_type_name },
    { key: 'group', title: t('fleet.ship.fleet_group_id'), render: (_, ship) => ship.fleet_group_name || none, responsive: ['lg'] },
    {
      key: 'status',
      title: t('fleet.ship.status'),
      render: (_, ship) => (isShipStatus(ship.status) ? <Tag color={SHIP_STATUS_COLOURS[ship.status]}>{t(optionLabelKey(shipResource, { name: 'status' }, ship.status))}</Tag> : null),
    },
    { key: 'port', title: t('dashboard.fleet.nextPort'), render: (_, ship) => ship.next_port || none },
    {
      key: 'eta',
      title: t('dashboard.fleet.eta'),
      render: (_, ship) => {
        if (!ship.next_port_eta) return none;
        const words = etaWords(etaDays(asOf, ship.next_port_eta));
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDay(ship.next_port_eta, lang)}
            {words ? (
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
                {t(words.key, { count: words.count })}
              </Typography.Text>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'superintendents',
      title: t('dashboard.fleet.superintendents'),
      responsive: ['md'],
      render: (_, ship) => (
        <Flex vertical gap={0}>
          {(
            [
              ['technical', ship.tech_superintendent],
              ['marine', ship.marine_superintendent],
            ] as const
          ).map(([role, name]) => (
            <span key={role} style={{ whiteSpace: 'nowrap' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 6 }}>
                {t(`dashboard.fleet.${role}`)}
              </Typography.Text>
              {person(name)}
            </span>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <section aria-label={t('dashboard.rows.fleet')} data-panel="fleet">
      <Typography.Title level={5} style={{ margin: '4px 0 10px' }}>
        {t('dashboard.rows.fleet')}
      </Typography.Title>
      {ships.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.fleet.none')} />
      ) : (
        <Table<DashboardShip> rowKey="id" size="small" columns={columns} dataSource={[...ships]} pagination={false} scroll={{ x: 'max-content' }} />
      )}
    </section>
  );
}
