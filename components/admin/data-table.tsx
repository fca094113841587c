import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Added to the column's cells (wrapping, type). */
  className?: string;
};

/**
 * A table of records wider than a phone: it scrolls on its own, by keyboard too, and its region is
 * named for screen readers. Every column but the last keeps a gutter on its right.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  className,
  ...rest
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's own classes: its minimum width and type size. */
  className: string;
  "data-testid"?: string;
}) {
  const gutter = (i: number) => (i < columns.length - 1 ? "pr-4" : undefined);
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table data-testid={rest["data-testid"]} className={cn("w-full text-left", className)}>
        <thead className="text-muted-foreground">
          <tr>
            {columns.map((column, i) => (
              <th key={column.header} scope="col" className={cn("py-1 font-medium", gutter(i))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-border align-top">
              {columns.map((column, i) => (
                <td key={column.header} className={cn("py-1.5", gutter(i), column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
