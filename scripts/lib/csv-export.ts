import { writeFile } from "node:fs/promises";

import { toCsv, type CsvColumn } from "@/lib/csv";

/**
 * Writes the rows as CSV to `out`, readable by its owner only since the rows are personal data,
 * and says so on stderr under `name`; without `out`, to stdout.
 */
export async function exportCsv<Row>(
  name: string,
  columns: CsvColumn<Row>[],
  rows: readonly Row[],
  out: string | undefined,
): Promise<void> {
  const csv = toCsv(columns, rows);
  if (out) {
    await writeFile(out, csv, { mode: 0o600 });
    console.error(`${name}: wrote ${rows.length} row(s) to ${out}`);
  } else {
    process.stdout.write(csv);
  }
}
