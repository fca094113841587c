import { PGlite } from "@electric-sql/pglite";
import type { Transaction as PGliteTransaction } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

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
    query: (sql, params) => tx.query(typeof sql === "string" ? sql : sql.text, params),
    exec: async (sql) => void (await tx.exec(sql)),
  };
}

/**
 * Where the blank cluster of this PGlite version is kept between processes:
 * `node_modules/.cache/embedded-supabase/`, beside the package it comes from. Null when PGlite's
 * files cannot be found.
 */
function blankClusterFile(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const packageDir = entry.slice(0, entry.lastIndexOf("/dist/"));
    const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
      version: string;
    };
    return join(packageDir, "../../.cache/embedded-supabase", `pglite-${version}-blank.tar`);
  } catch {
    return null;
  }
}

/** Keeps the tarball for the next process; written whole or not at all. */
async function keepBlankCluster(file: string, tarball: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // A read-only install only loses the head start.
    await rm(partial, { force: true });
  }
}

/**
 * An empty cluster as PGlite's initdb leaves it (a 40 MB tarball), read once per process from
 * `file`, or made by initdb in memory and kept in `file` for the next process. Every new
 * database starts as a copy of it: unpacking takes a quarter of the time initdb takes on disk,
 * and the tests and the e2e servers open many.
 */
export interface BlankCluster {
  tarball(): Promise<Blob>;
  /** Forgets the tarball and deletes its file: the next database is made by initdb. */
  drop(): Promise<void>;
}

export function blankCluster(file: string | null): BlankCluster {
  let tarball: Promise<Blob> | undefined;
  async function readOrMake(): Promise<Blob> {
    const kept = file ? await readFile(file).catch(() => null) : null;
    if (kept) return new Blob([kept]);
    const blank = await PGlite.create("memory://");
    try {
      const made = await blank.dumpDataDir("none");
      if (file) await keepBlankCluster(file, made);
      return made;
    } finally {
      await blank.close();
    }
  }
  return {
    tarball() {
      tarball ??= readOrMake().catch((error: unknown) => {
        tarball = undefined;
        throw error;
      });
      return tarball;
    },
    async drop() {
      tarball = undefined;
      if (file) await rm(file, { force: true });
    },
  };
}

/** This PGlite version's blank cluster, found on first use rather than when the module loads. */
let thisVersions: BlankCluster | undefined;
const thisVersionsBlankCluster = () => (thisVersions ??= blankCluster(blankClusterFile()));

/** True when `dir` holds nothing yet: a database to create rather than one to open. */
async function isNewDirectory(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/**
 * Opens the database in `dataDir`, or creates it from the blank cluster when the directory is
 * new or empty (and for every `memory://` database). A tarball that does not unpack is dropped
 * and initdb makes the database instead.
 */
export async function createPGlite(
  dataDir: string,
  blank: BlankCluster = thisVersionsBlankCluster(),
): Promise<PGlite> {
  const target = isMemoryDir(dataDir) ? "memory://" : resolve(dataDir);
  if (target !== "memory://" && !(await isNewDirectory(target))) return PGlite.create(target);
  try {
    return await PGlite.create(target, { loadDataDir: await blank.tarball() });
  } catch {
    await blank.drop();
    if (target !== "memory://") await rm(target, { recursive: true, force: true });
    return PGlite.create(target);
  }
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
