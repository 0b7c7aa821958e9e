import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { optionLabelKey, type ResourceDef } from '@vessel/contract';
import { NamePairText } from '../../../components/resource/resource-cell';
import { NAME_PAIR, pairNames } from '../../../components/resource/resource-columns';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { shipDetailPath } from '../fleet/ship-links';
import { seafarerDetailPath } from './crew-links';
import { colourOf, remoteLabel } from './crew-labels';

type Cell = (row: TableRow) => ReactNode;

/** The name the server sent for a remote field, in the reader's language; a link to the record's page when it has one. */
export function RemoteName({ row, field, to }: { row: TableRow; field: string; to?: (id: string) => string }) {
  const text = remoteLabel(row, field, currentLang());
  const id = row[field];
  if (!text) return <Typography.Text type="secondary">-</Typography.Text>;
  return to && typeof id === 'string' ? <Link to={to(id)}>{text}</Link> : <>{text}</>;
}

/** A status as a tag in the colour the crew pages give it. */
export function StatusTag({ def, field = 'status', value, colours }: { def: Pick<ResourceDef, 'path'>; field?: string; value: unknown; colours: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('backend');
  if (typeof value !== 'string' || !value) return <Typography.Text type="secondary">-</Typography.Text>;
  return <Tag color={colourOf(colours, value)}>{t(optionLabelKey(def, { name: field }, value))}</Tag>;
}

/** A person's name (link to their page) in the reader's language, the other beneath it. */
export function SeafarerName({ row, id = row.id }: { row: TableRow; id?: string }) {
  return <NamePairText {...pairNames(NAME_PAIR, row, currentLang())} to={seafarerDetailPath(id)} />;
}

/** Cells for the remote fields crew records carry: seafarers and ships link to their pages, ranks read in the reader's language. */
export function crewRemoteCells(fields: { seafarer?: string[]; ship?: string[]; plain?: string[] }): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  for (const field of fields.seafarer ?? []) cells[field] = (row) => <RemoteName row={row} field={field} to={(id) => seafarerDetailPath(id)} />;
  for (const field of fields.ship ?? []) cells[field] = (row) => <RemoteName row={row} field={field} to={shipDetailPath} />;
  for (const field of fields.plain ?? []) cells[field] = (row) => <RemoteName row={row} field={field} />;
  return cells;
}
