// Reconciles the ledger of the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and
// prints the report: all lines sum to zero, every entry balanced, every cached balance equal to its
// lines, nothing below zero but channel clearing, and every channel's clearing equal to the mirror of
// the channel's own books (the sandbox bank's record of what it moved for us). Exit 0 when clean, 1 on
// any difference, 2 when the check could not run. Run: `tsx server/scripts/ledger-check.ts` (`--json` prints the report as JSON).
import { join } from "node:path";
import { ConfigError, loadConfig } from "../src/config";
import { DataDirBusyError, lockDataDir, type DataDirLock } from "../src/kit/data-lock";
import { openDatabase, type Database } from "../src/kit/db";
import { reconcileWithChannels } from "../src/modules/channel";
import type { Difference, ReconcileReport } from "../src/modules/ledger";

const yuan = (fen: number) => `${fen < 0 ? "-" : ""}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, "0")}`;

function describe(d: Difference): string {
  switch (d.kind) {
    case "TOTAL_NOT_ZERO":
      return `all lines sum to ${d.total} fen, not 0`;
    case "ENTRY_UNBALANCED":
      return `entry ${d.entryId} (${d.key}) is unbalanced: its lines sum to ${d.sum} fen`;
    case "ENTRY_EMPTY":
      return `entry ${d.entryId} (${d.key}) has no lines`;
    case "BALANCE_MISMATCH":
      return `account ${d.accountId} (${d.owner} ${d.accountKind}${d.channel ? ` ${d.channel}` : ""}) caches ${d.cached} fen, its lines sum to ${d.fromLines} fen`;
    case "NEGATIVE_BALANCE":
      return `account ${d.accountId} (${d.owner} ${d.accountKind}) is below zero: cached ${d.cached} fen, lines ${d.fromLines} fen`;
    case "CLEARING_MISMATCH":
      return `channel ${d.channel}: clearing is ${yuan(d.ledger)} yuan, the channel's own books say it moved ${yuan(d.bank)} yuan for us (${yuan(d.inFlight)} yuan of it still being notified), so clearing should be ${yuan(d.inFlight - d.bank)} yuan`;
  }
}

function print(r: ReconcileReport): void {
  const out = [
    `ledger check at ${r.checkedAt.toISOString()}: ${r.accounts} accounts, ${r.entries} entries, ${r.lines} lines`,
    `sum of all lines: ${r.total} fen`,
    ...r.channels.map((c) => `clearing ${c.channel}: ${yuan(c.ledger)} yuan; channel's books: ${yuan(c.bank)} yuan moved for us, ${yuan(c.inFlight)} yuan being notified`),
    r.ok ? "OK: no differences" : `${r.differences.length} difference(s):`,
    ...r.differences.map((d) => `  - ${describe(d)}`),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

async function main(): Promise<number> {
  const config = loadConfig();
  // An embedded database belongs to one process: refuse (like the server) while a server holds it.
  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) lock = await lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = await openDatabase(
      { url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : join(config.dataDir, "pg"), poolSize: 2 },
      false, // a check changes nothing, not even the schema
    );
    const report = await reconcileWithChannels(database.db);
    if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else print(report);
    return report.ok ? 0 : 1;
  } finally {
    await database?.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof ConfigError || e instanceof DataDirBusyError) console.error(e.message);
    else if (String(e).includes("ledger_account") || String(e).includes("journal_") || String(e).includes("sandbox_txn")) console.error(`ledger tables missing (start the server once to migrate the database): ${String(e)}`);
    else console.error(e);
    process.exit(2);
  },
);
