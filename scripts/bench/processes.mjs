// Child processes of the bench: every server is registered here and torn down on exit, error or signal.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export const ROOT = new URL("../../", import.meta.url).pathname;
export const HOST = "127.0.0.1";

export const log = (...parts) => console.error("[bench]", ...parts);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups = [];

/** Registers a teardown step; steps run last-in first-out. */
export function onCleanup(step) {
  cleanups.push(step);
}

export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (err) {
      log("cleanup error:", err.message);
    }
  }
}

/**
 * Runs a bench command's `main` (which answers its exit code): on a failure it prints the error,
 * stops whatever was started and exits 2.
 */
export function runBench(main) {
  main().then(
    (code) => process.exit(code),
    async (err) => {
      console.error("[bench] failed:", err.stack ?? err);
      await cleanup();
      process.exit(2);
    },
  );
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    log(`${signal}: stopping servers…`);
    await cleanup();
    process.exit(130);
  });
}

/**
 * Spawns a server in its own process group (npx → next has children) and registers its teardown:
 * SIGTERM to the group, SIGKILL after 5 s, and a synchronous SIGKILL if we exit some other way.
 */
export function spawnServer(cmd, cmdArgs, { stdio = ["ignore", 2, 2], cwd = ROOT, env } = {}) {
  const child = spawn(cmd, cmdArgs, {
    cwd,
    detached: true,
    stdio,
    env: { ...process.env, ...env },
  });
  const killGroup = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  const lastResort = () => killGroup("SIGKILL");
  process.on("exit", lastResort);
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", () => resolve(true)));
      killGroup("SIGTERM");
      if (!(await Promise.race([exited, sleep(5000)]))) killGroup("SIGKILL");
    }
    process.off("exit", lastResort);
  });
  return child;
}

/** Runs a command to completion; its stdout goes to our stderr so stdout carries only the report. */
export function runInherit(cmd, cmdArgs, { cwd = ROOT, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      stdio: ["inherit", 2, 2],
      env: { ...process.env, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, sig) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${cmdArgs.join(" ")} failed (${sig ?? code})`)),
    );
  });
}

/** A port nothing listens on right now, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
