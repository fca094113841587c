import { PGlite } from "@electric-sql/pglite";
import type { Transaction as PGliteTransaction } from "@electric-sql/pglite";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";

import type { Driver, Transaction } from "./driver";
import { createLaneQueue } from "./lanes";

export function isMemoryDir(dataDir: string): boolean {
  return dataDir.startsWith("memory://");
}

/** Files kept beside (never inside) the data directory, which belongs to PGlite alone. */
export function siblingFiles(dataDir: string): { keys: string; lock: string } | null {
  if (isMemoryDir(dataDir)) return null;
  const dir = resolve(dataDir);
  return { keys: `${dir}.keys.json`, lock: `${dir}.lock` };
}

const openInThisProcess = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Two PGlite instances on one directory corrupt it, so a second opener fails loudly instead. */
export async function assertUnlocked(dataDir: string): Promise<void> {
  const files = siblingFiles(dataDir);
  if (!files) return;
  if (openInThisProcess.has(resolve(dataDir))) {
    throw new Error(`${dataDir} is already open in this process`);
  }
  let pid: number;
  try {
    pid = Number((await readFile(files.lock, "utf8")).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
    throw new Error(`${dataDir} is in use by process ${pid}`);
  }
}

async function lock(dataDir: string): Promise<() => Promise<void>> {
  const files = siblingFiles(dataDir);
  if (!files) return async () => {};
  await assertUnlocked(dataDir);
  await mkdir(dirname(files.lock), { recursive: true });
  await writeFile(files.lock, `${process.pid}\n`);
  openInThisProcess.add(resolve(dataDir));
  return async () => {
    openInThisProcess.delete(resolve(dataDir));
    await rm(files.lock, { force: true });
  };
}

function wrap(tx: PGliteTransaction): Transaction {
  return {
    query: (sql, params) => tx.query(sql, params),
    exec: async (sql) => void (await tx.exec(sql)),
  };
}

/**
 * An empty cluster as PGlite's initdb leaves it, made once per process and kept (a 40 MB
 * tarball). Every throw-away (`memory://`) database starts as a copy of it: a copy opens in about
 * a quarter of the time initdb takes, and the tests open one per file.
 */
let blankCluster: Promise<Blob> | undefined;

function copyOfBlankCluster(): Promise<Blob> {
  blankCluster ??= (async () => {
    const blank = await PGlite.create("memory://");
    try {
      return await blank.dumpDataDir("none");
    } finally {
      await blank.close();
    }
  })().catch((error: unknown) => {
    blankCluster = undefined;
    throw error;
  });
  return blankCluster;
}

function createPGlite(dataDir: string): Promise<PGlite> {
  if (isMemoryDir(dataDir)) {
    return copyOfBlankCluster().then((loadDataDir) => PGlite.create({ loadDataDir }));
  }
  return PGlite.create(resolve(dataDir));
}

/**
 * The in-process engine: one PGlite instance, so every transaction runs after the previous one,
 * trusted ones first (see lanes.ts).
 */
export async function openPGlite(dataDir: string, acquireTimeoutMs = 0): Promise<Driver> {
  const unlock = await lock(dataDir);
  let pg: PGlite;
  try {
    if (!isMemoryDir(dataDir)) await mkdir(dirname(resolve(dataDir)), { recursive: true });
    pg = await createPGlite(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  let closing: Promise<void> | null = null;
  const inTurn = createLaneQueue(acquireTimeoutMs);
  return {
    engine: "pglite",
    transaction: (fn, lane = "trusted") => inTurn(lane, () => pg.transaction((tx) => fn(wrap(tx)))),
    // The directory lock already keeps every other process out.
    exclusive: (fn) => fn(),
    query: (sql, params) => pg.query(sql, params),
    exec: async (sql) => void (await pg.exec(sql)),
    close: () => {
      closing ??= (async () => {
        await pg.close();
        await unlock();
      })();
      return closing;
    },
  };
}
