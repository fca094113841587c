// Starts every server the e2e suite needs side by side and says so on one address once all answer.
// Playwright starts the entries of its `webServer` list one after another, each waiting for the
// one before: eight servers took half a minute that way, most of it one core idle. Playwright
// runs this as its only web server and stops it, and with it every server it started (they share
// its process group), when the run ends.
//
// E2E_SERVERS: a JSON list of { name, command, env, url, timeout, quiet, logFile }
// (playwright.config.ts).
// E2E_SERVERS_READY_PORT: where this answers 200 once every server has answered.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname } from "node:path";

import { waitForHttp } from "../scripts/lib/wait-for-http.mjs";

const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
const readyPort = Number(process.env.E2E_SERVERS_READY_PORT);

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const children = [];
let allUp = false;
/** The servers not yet answering, named every 20 s while any is: a slow start shows which. */
const pending = new Set(servers.map(({ name }) => name));
const heartbeat = setInterval(
  () => console.error(`[e2e servers] ${seconds()}: still waiting for ${[...pending].join(", ")}`),
  20_000,
);

/** What the machine was busy with when a server failed to start: the busiest processes. */
function busiestProcesses() {
  try {
    const table = execFileSync("ps", ["-eo", "pid,etimes,pcpu,rss,args", "--sort=-pcpu"], {
      encoding: "utf8",
    });
    return table
      .split("\n")
      .slice(0, 12)
      .map((line) => line.slice(0, 160))
      .join("\n");
  } catch {
    return "(ps not available)";
  }
}

function stopAll(code) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/** Up as Playwright counts a web server up: a status from 200 to 403. */
const answered = (status) => status >= 200 && status < 404;

/** Opens `file` for a server's stdout, making its folder first. */
function logTo(file) {
  mkdirSync(dirname(file), { recursive: true });
  return openSync(file, "w");
}

/** The end of a server's stdout log, for a server that failed to start. */
function lastLines(file, name) {
  try {
    const lines = readFileSync(file, "utf8").trimEnd().split("\n").slice(-30);
    return [`its last lines (${file}):`, ...lines.map((line) => `[${name}] ${line}`)].join("\n");
  } catch {
    return `(no log at ${file})`;
  }
}

async function start({
  name,
  command: [program, ...args],
  env,
  url,
  timeout,
  quiet = false,
  logFile,
}) {
  const child = spawn(program, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", logFile ? logTo(logFile) : "ignore", quiet ? "ignore" : "pipe"],
  });
  children.push(child);
  child.stderr?.on("data", (chunk) =>
    process.stderr.write(
      String(chunk)
        .split(/(?<=\n)/)
        .map((line) => `[${name}] ${line}`)
        .join(""),
    ),
  );
  child.on("exit", (code, signal) => {
    if (allUp) console.error(`[e2e servers] ${name} stopped (${signal ?? `exit ${code}`})`);
  });
  try {
    await waitForHttp(url, child, name, timeout, answered);
  } catch (error) {
    throw new Error(`${error.message}${logFile ? `\n${lastLines(logFile, name)}` : ""}`);
  }
  pending.delete(name);
  return `${name} ${seconds()}`;
}

try {
  const each = await Promise.all(servers.map(start));
  allUp = true;
  clearInterval(heartbeat);
  console.error(`[e2e servers] all up in ${seconds()}: ${each.join(", ")}`);
} catch (error) {
  console.error(`[e2e servers] ${error.message}`);
  console.error(`[e2e servers] the busiest processes:\n${busiestProcesses()}`);
  stopAll(1);
}

createServer((_, response) => response.end("ready\n")).listen(readyPort, "127.0.0.1");
