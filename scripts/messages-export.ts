// `npm run messages:export -- [--out messages.csv]`: writes every stored contact message as CSV
// (received_at, name, email, subject, message), oldest first. Reads with the secret key (see
// scripts/lib/backend.ts), from the hosted project or the running embedded backend.
import { parseArgs } from "node:util";

import { readAll, secretClient } from "./lib/backend";
import { exportCsv } from "./lib/csv-export";

type Row = { name: string; email: string; subject: string; message: string; created_at: string };

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const { client } = await secretClient();
  const rows = await readAll<Row>((from, to) =>
    client
      .from("contact_messages")
      .select("name,email,subject,message,created_at")
      .order("id")
      .range(from, to),
  );
  await exportCsv<Row>(
    "messages",
    [
      { header: "received_at", value: (row) => new Date(row.created_at).toISOString() },
      { header: "name", value: (row) => row.name },
      { header: "email", value: (row) => row.email },
      { header: "subject", value: (row) => row.subject },
      { header: "message", value: (row) => row.message },
    ],
    rows,
    values.out,
  );
} catch (error) {
  console.error(`messages: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
