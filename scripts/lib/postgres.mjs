// A throw-away PostgreSQL server for tests: Debian's `postgresql` package (installed with apt-get
// when missing and running as root), `initdb` into a temporary directory, 127.0.0.1 on a free
// port, and everything removed on stop or exit. Dependency-free on purpose.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { findOrInstall, isExecutable } from "./debian-package.mjs";
import { freePort } from "./free-port.mjs";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** The newest `/usr/lib/postgresql/<major>/bin` holding initdb, or POSTGRES_BIN. */
async function findBinDir() {
  if (process.env.POSTGRES_BIN) {
    if (await isExecutable(join(process.env.POSTGRES_BIN, "initdb")))
      return process.env.POSTGRES_BIN;
    throw new Error(`POSTGRES_BIN=${process.env.POSTGRES_BIN} holds no initdb`);
  }
  let majors = [];
  try {
    majors = (await readdir(DEBIAN_ROOT)).filter((name) => /^\d+$/.test(name));
  } catch {
    // Not installed.
  }
  majors.sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(DEBIAN_ROOT, major, "bin");
    if ((await isExecutable(join(bin, "initdb"))) && (await isExecutable(join(bin, "postgres")))) {
      return bin;
    }
  }
  return null;
}

/** Returns PostgreSQL's bin directory; installs Debian's `postgresql` when running as root. */
export function findPostgres() {
  return findOrInstall(
    "postgresql",
    findBinDir,
    `PostgreSQL not found (looked in ${DEBIAN_ROOT}/*/bin). ` +
      "Install it (e.g. `apt-get install postgresql`) or set POSTGRES_BIN to the directory holding initdb.",
  );
}

/** True once the server accepts connections (not merely listens while still starting up). */
function isReady(bin, port) {
  return new Promise((resolve) => {
    const child = spawn(join(bin, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port)], {
      stdio: "ignore",
    });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
}

/** PostgreSQL refuses to run as root, so root runs it as the `postgres` account. */
function serverAccount() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/**
 * Starts a fresh PostgreSQL server. Resolves with `{ url, port, dir, stop }`; `url` connects as the
 * superuser `postgres` to the `postgres` database. Durability is off: the data is thrown away.
 */
export async function startTestPostgres({ log = () => {} } = {}) {
  const bin = await findPostgres();
  const account = serverAccount();
  const dir = mkdtempSync(join(tmpdir(), "gurukul-pg-"));
  const dataDir = join(dir, "data");
  if (account.uid !== undefined) chownSync(dir, account.uid, account.gid);
  const options = { ...account, cwd: dir, env: { ...process.env, LC_ALL: "C" } };

  let server = null;
  let stopped = false;
  const removeSync = () => {
    if (stopped) return;
    stopped = true;
    if (server && server.exitCode === null) server.kill("SIGQUIT");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", removeSync);

  try {
    execFileSync(
      join(bin, "initdb"),
      ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"],
      { ...options, stdio: ["ignore", "ignore", "pipe"] },
    );
    const port = await freePort();
    server = spawn(
      join(bin, "postgres"),
      [
        "-D",
        dataDir,
        "-p",
        String(port),
        "-k",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "fsync=off",
        "-c",
        "synchronous_commit=off",
        "-c",
        "full_page_writes=off",
        "-c",
        "max_connections=300",
        "-c",
        "shared_buffers=32MB",
      ],
      { ...options, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    server.stderr.on("data", (chunk) => {
      stderr += chunk;
      log(String(chunk));
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`postgres exited: ${stderr.trim()}`);
      if (await isReady(bin, port)) break;
      if (Date.now() > deadline) throw new Error(`postgres did not start: ${stderr.trim()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      async stop() {
        if (stopped) return;
        if (server.exitCode === null) {
          const exited = new Promise((done) => server.once("exit", done));
          // Fast shutdown: ends connections, no checkpoint wait worth having for throw-away data.
          server.kill("SIGINT");
          await exited;
        }
        process.off("exit", removeSync);
        removeSync();
      },
    };
  } catch (error) {
    process.off("exit", removeSync);
    removeSync();
    throw error;
  }
}
