/**
 * Text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) or that hides one behind a tab
 * or carriage return. Visitors write names and messages, so an export must never run them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: quoted when it holds a comma, quote, or line break. Text that starts like a
 * formula gets a leading apostrophe, which spreadsheets show as plain text; numbers stay numbers.
 */
export function csvField(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? "" : String(value);
  const text = typeof value === "string" && FORMULA_START.test(raw) ? `'${raw}` : raw;
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
