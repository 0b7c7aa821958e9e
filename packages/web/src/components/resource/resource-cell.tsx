import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Avatar, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDef } from '@vessel/contract';
import { currentLang } from '../../locales/i18n';
import { formatDateTime } from '../../locales/format';
import { DictLabel } from './dict-options';
import { NamedIcon, type IconSet } from './icon-set';
import { RegionName } from './region-name';
import { cellContent, tagColour, type CellLabel, type ColumnSpec } from './resource-columns';

interface ResourceCellProps {
  def: ResourceDef;
  column: ColumnSpec;
  row: Record<string, unknown>;
  icons: IconSet | null;
}

/** A name in both languages, the reader's first (`pairNames`), the first one a link when it opens a page. */
export function NamePairText({ first, second, to, title }: { first: string; second: string; to?: string; title?: string }) {
  return (
    <Flex vertical gap={0}>
      {to ? (
        <Link to={to} title={title}>
          {first}
        </Link>
      ) : (
        <span>{first}</span>
      )}
      {second ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {second}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** One table cell, drawn from what `cellContent` decided. */
export function ResourceCell({ def, column, row, icons }: ResourceCellProps) {
  const { t } = useTranslation('backend');
  const content = cellContent(def, column, row, currentLang());
  const text = (label: CellLabel) => ('labelKey' in label ? t(label.labelKey, { defaultValue: label.value }) : label.text);
  // A dictionary code is named by its item, in the reader's language.
  if (column.field.dict && (content.kind === 'text' || content.kind === 'tag' || content.kind === 'tags')) {
    const value = row[column.field.name];
    return <DictLabel type={column.field.dict} value={value} tag={content.kind !== 'text'} {...(content.kind === 'tag' ? { color: tagColour(column.field, content.value) } : {})} />;
  }
  switch (content.kind) {
    case 'empty':
      return <Typography.Text type="secondary">-</Typography.Text>;
    case 'text':
      return <>{text(content.label)}</>;
    case 'names':
      return <NamePairText first={content.first} second={content.second} />;
    case 'tag':
      return <Tag color={tagColour(column.field, content.value)}>{text(content.label)}</Tag>;
    case 'tags':
      return (
        <Space size={[0, 4]} wrap>
          {content.labels.map((label, index) => (
            <Tag key={index} color="blue">
              {text(label)}
            </Tag>
          ))}
        </Space>
      );
    case 'switch':
      return content.checked ? (
        <Tag color="success" icon={<CheckOutlined />}>
          {t('resourceKit.yes')}
        </Tag>
      ) : (
        <Tag icon={<MinusOutlined />}>{t('resourceKit.no')}</Tag>
      );
    case 'datetime':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(content.iso, currentLang())}</span>;
    case 'icon':
      return (
        <Flex gap={6} align="center">
          <NamedIcon name={content.name} set={icons} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {content.name}
          </Typography.Text>
        </Flex>
      );
    case 'image':
      return <Avatar shape="square" src={content.url} />;
    case 'excerpt':
      return (
        <Typography.Text ellipsis={{ tooltip: content.text }} style={{ maxWidth: 320 }}>
          {content.text}
        </Typography.Text>
      );
    case 'region':
      return <RegionName codes={content.codes} />;
    case 'color':
      return (
        <Flex gap={6} align="center">
          <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 3, border: '1px solid rgba(0, 0, 0, 0.15)', background: content.value }} />
          <Typography.Text style={{ fontSize: 12 }}>{content.value}</Typography.Text>
        </Flex>
      );
    case 'json':
      return (
        <Typography.Text code ellipsis style={{ maxWidth: 240 }}>
          {content.text}
        </Typography.Text>
      );
  }
}
