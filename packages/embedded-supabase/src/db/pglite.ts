import { PGlite } from "@electric-sql/pglite";
import type { Transaction as PGliteTransaction } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

import type { Logger } from "../log/logger";
import { EngineFaultError } from "./driver";
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

/** The jump PGlite's build makes for a PostgreSQL error (pglitec.c's POSTGRES_MAIN_LONGJMP). */
const POSTGRES_ERROR_JUMP = 100;

/**
 * PGlite catches every exception out of PostgreSQL's main loop but handles only the jump of a
 * PostgreSQL error: anything else is dropped and the statement answers nothing at all. Such an
 * exception leaves the backend mid-statement, and later statements return wrong results or never
 * finish. One is easy to provoke: V8's "Maximum call stack size exceeded" when the engine recurses
 * deeply (a regular expression's automaton of 65 000 states), since PostgreSQL's stack check
 * measures WebAssembly's shadow stack, which that recursion hardly grows. This notes the first
 * such exception and, from then on, keeps every message from the instance.
 */
interface PGliteModule {
  _PostgresMainLoopOnce(): void;
  _emscripten_force_exit(status: number): void;
}

const moduleOf = (pg: PGlite) => (pg as unknown as { mod: PGliteModule }).mod;

/**
 * Stops the WebAssembly runtime of a failed instance without running PostgreSQL's shutdown (which
 * would write its suspect buffers). Without this its timers keep it, some 170 MB, alive.
 */
function discard(pg: PGlite): void {
  try {
    moduleOf(pg)._emscripten_force_exit(0);
  } catch {
    // It ends by throwing its exit status.
  }
}

function watchForFaults(pg: PGlite): () => { error: unknown } | null {
  const mod = moduleOf(pg);
  const loopOnce = mod._PostgresMainLoopOnce;
  let fault: { error: unknown } | null = null;
  mod._PostgresMainLoopOnce = () => {
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown }).status !== POSTGRES_ERROR_JUMP) fault ??= { error };
      throw error;
    }
  };
  const execute = pg.execProtocolRawSync.bind(pg);
  pg.execProtocolRawSync = (message) => (fault ? new Uint8Array(0) : execute(message));
  return () => fault;
}

interface Instance {
  pg: PGlite;
  fault: () => { error: unknown } | null;
}

function wrap(tx: PGliteTransaction, instance: Instance): Transaction {
  const checked = <T>(result: T): T => {
    const fault = instance.fault();
    if (fault) throw new EngineFaultError(fault.error);
    return result;
  };
  return {
    query: async (sql, params) =>
      checked(await tx.query(typeof sql === "string" ? sql : sql.text, params)),
    exec: async (sql) => void checked(await tx.exec(sql)),
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
  /**
   * After a database failed to start from the tarball: forgets it and deletes its file (the next
   * database is made by initdb) only when the tarball itself does not unpack, so a start that
   * failed for another reason (a busy machine's timeout, a full disk) costs every later database
   * nothing.
   */
  dropIfBroken(): Promise<void>;
}

/** Whether `tarball` makes a database in memory. */
async function unpacks(tarball: Promise<Blob> | undefined): Promise<boolean> {
  try {
    if (!tarball) return false;
    const db = await PGlite.create("memory://", { loadDataDir: await tarball });
    await db.close();
    return true;
  } catch {
    return false;
  }
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
    async dropIfBroken() {
      if (await unpacks(tarball)) return;
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
 * new or empty (and for every `memory://` database). When that fails, initdb makes the database
 * instead, and a tarball that does not unpack is dropped.
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
    await blank.dropIfBroken();
    if (target !== "memory://") await rm(target, { recursive: true, force: true });
    return PGlite.create(target);
  }
}

/**
 * The in-process engine: one PGlite instance, so every transaction runs after the previous one,
 * trusted ones first (see lanes.ts). An instance that fails outside PostgreSQL's error handling
 * is stopped without another statement and the directory opened again, which replays the write-ahead log as after a crash; a `memory://`
 * database has nothing to open again and refuses all work from then on.
 */
export async function openPGlite(
  dataDir: string,
  acquireTimeoutMs = 0,
  log?: Logger,
): Promise<Driver> {
  const unlock = await lock(dataDir);
  const start = async (): Promise<Instance> => {
    const pg = await createPGlite(dataDir);
    return { pg, fault: watchForFaults(pg) };
  };
  let instance: Instance;
  try {
    if (!isMemoryDir(dataDir)) await mkdir(dirname(resolve(dataDir)), { recursive: true });
    instance = await start();
  } catch (error) {
    await unlock();
    throw error;
  }
  let lost: EngineFaultError | null = null;

  async function guarded<T>(work: (pg: PGlite, current: Instance) => Promise<T>): Promise<T> {
    if (lost) throw lost;
    const current = instance;
    try {
      const result = await work(current.pg, current);
      if (!current.fault()) return result;
    } catch (error) {
      if (!current.fault()) throw error;
    }
    const { error } = current.fault()!;
    if (current === instance) {
      discard(current.pg);
      await replace(error);
    }
    throw new EngineFaultError(error);
  }

  async function replace(error: unknown): Promise<void> {
    const fault = new EngineFaultError(error);
    log?.error(
      { event: "backend.db_engine_fault", err: fault, reopening: !isMemoryDir(dataDir) },
      "PGlite failed outside PostgreSQL; its instance is dropped",
    );
    if (isMemoryDir(dataDir)) {
      lost = fault;
      return;
    }
    try {
      instance = await start();
    } catch (reopenError) {
      lost = new EngineFaultError(reopenError);
    }
  }

  let closing: Promise<void> | null = null;
  const inTurn = createLaneQueue(acquireTimeoutMs);
  return {
    engine: "pglite",
    transaction: (fn, lane = "trusted") =>
      inTurn(lane, () => guarded((pg, current) => pg.transaction((tx) => fn(wrap(tx, current))))),
    // The directory lock already keeps every other process out.
    exclusive: (fn) => fn(),
    query: (sql, params) => guarded((pg) => pg.query(sql, params)),
    exec: (sql) => guarded(async (pg) => void (await pg.exec(sql))),
    close: () => {
      closing ??= (async () => {
        if (!lost) await instance.pg.close();
        await unlock();
      })();
      return closing;
    },
  };
}
