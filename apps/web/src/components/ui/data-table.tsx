import type { Key, ReactNode } from 'react';

export type Column<Row> = {
  /** The column's heading; unique within a table (it keys the column's cells). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names its row: a row header, which screen readers announce with each other cell of the row. */
  rowHeader?: boolean;
  /** 'end' for figures: right-aligned, digits of one width, so they line up. */
  align?: 'start' | 'end';
  /** Extra classes for the column's body cells. */
  className?: string;
};

type DataTableProps<Row> = {
  /** The table's accessible name. */
  caption: string;
  /** Shows the caption as the table's heading; otherwise only screen readers get it. */
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowClassName?: (row: Row) => string;
  /** Extra classes for the table (its width, its place in a grid). */
  className?: string;
};

const cellClass = ({ align }: { align?: 'start' | 'end' }) => (align === 'end' ? 'py-2 pr-3 text-right tabular-nums last:pr-0' : 'py-2 pr-3 last:pr-0');

/** The console's tables of records: a caption, a header row, then a row per record with a cell per column. */
export function DataTable<Row>({ caption, showCaption = false, columns, rows, rowKey, rowClassName, className = '' }: DataTableProps<Row>) {
  return (
    <table className={`w-full border-collapse text-left text-sm ${className}`.trim()}>
      <caption className={showCaption ? 'mb-1 text-left text-lg font-bold' : 'sr-only'}>{caption}</caption>
      <thead>
        <tr className="border-b border-black/20">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={`border-b border-black/10 align-top ${rowClassName?.(row) ?? ''}`.trim()}>
            {columns.map((column) => {
              const className = `${cellClass(column)} ${column.className ?? ''}`.trim();
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={`${className} font-normal`}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
