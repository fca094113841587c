/** One RFC 4180 field: quoted when it holds a comma, quote, or line break. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One column of a CSV document: its header and how a row gives its field. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null };

/** A CSV document with a header row, CRLF line ends as RFC 4180 asks. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(",")];
  for (const row of rows)
    lines.push(columns.map((column) => csvField(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
