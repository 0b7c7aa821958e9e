import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

export type CompactTableProps<T> = Omit<TableProps<T>, 'size' | 'pagination' | 'scroll' | 'locale'> & {
  /** What an empty table says (antd's own "No data" without it). */
  empty?: ReactNode;
};

/**
 * A table of a record's page that shows all its rows at once (a ship's crew, her status history): small,
 * without paging, scrolling sideways on a narrow screen rather than squeezing its columns.
 */
export function CompactTable<T extends object>({ empty, ...props }: CompactTableProps<T>) {
  return <Table<T> size="small" pagination={false} scroll={{ x: 'max-content' }} {...(empty === undefined ? {} : { locale: { emptyText: empty } })} {...props} />;
}
