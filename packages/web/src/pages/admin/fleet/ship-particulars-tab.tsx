import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, shipResource, type ShipDetailAnswer } from '@vessel/contract';
import { DictLabel } from '../../../components/resource/dict-options';
import { currentLang } from '../../../locales/i18n';
import { PARTICULAR_GROUPS, particularText, shipField } from './ship-particulars';
import { SHIP_STATUS_COLOURS, isShipStatus } from './ship-status';

/** The particulars sheet: identity, registry and class, type and size, management; unrecorded ones show a dash. */
export function ShipParticularsTab({ detail }: { detail: ShipDetailAnswer }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const ship = detail.ship;
  return (
    <Flex vertical gap={20}>
      {PARTICULAR_GROUPS.map((group) => (
        <Descriptions
          key={group.key}
          title={t(`fleet.shipDetail.groups.${group.key}`)}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          items={group.fields.flatMap((name) => {
            const field = shipField(name);
            if (!field) return [];
            const text = particularText(field, ship, t, lang);
            const content =
              field.dict && text ? (
                <DictLabel type={field.dict} value={ship[name]} />
              ) : name === 'status' && isShipStatus(ship.status) ? (
                <Tag color={SHIP_STATUS_COLOURS[ship.status]}>{text}</Tag>
              ) : text ? (
                <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>
              ) : (
                <Typography.Text type="secondary">-</Typography.Text>
              );
            return [{ key: name, label: t(fieldLabelKey(shipResource, field)), children: content }];
          })}
        />
      ))}
    </Flex>
  );
}
