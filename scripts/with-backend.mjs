// Runs a command (next dev / the production server) with a backend: the hosted project when
// NEXT_PUBLIC_SUPABASE_URL is set, otherwise the embedded stand-in, started first and stopped last
// (on PostgreSQL when SUPABASE_DB_URL is set, else on PGlite in EMBEDDED_DATA_DIR). Reads the .env
// files as Next does.
//
// Anything but `next dev` refuses to run on a public NEXT_PUBLIC_SITE_URL with neither
// NEXT_PUBLIC_SUPABASE_URL nor SUPABASE_DB_URL (exit 1), since every instance would then keep its
// own private database; EMBEDDED_BACKEND=allow says that is meant. On a public origin the embedded
// backend must also be able to deliver its e-mail (SMTP_URL and SMTP_FROM) and must have sign-ups
// confirm their address (EMBEDDED_ENABLE_CONFIRMATIONS=1), or it refuses too: links would otherwise
// reach nobody, and anyone could hold an account in someone else's name.
//
//   node scripts/with-backend.mjs [--fresh] <command …>
//
// EMBEDDED_DATA_DIR (default .data/dev) and EMBEDDED_PORT (default 54321) choose where it runs;
// --fresh wipes the data directory first (the e2e run uses its own directory).
//
// Without SMTP_URL, every e-mail's line (address and link) is appended to
// `<EMBEDDED_DATA_DIR>.mail.log`: the backend's (its --mail-log) and the site's own (SITE_MAIL_LOG).
//
// Once ready, the launcher writes `<EMBEDDED_DATA_DIR>.ready.json` (url, keys, its pid) and removes
// it on exit. EMBEDDED_ATTACH=1 starts no stand-in: it waits for that file and uses the running one,
// so a second app process shares the same database; SUPABASE_URL, if set, overrides its url.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";

import nextEnv from "@next/env";

import { withEmbeddedNames } from "@gurukul/shared/env-names";

const NEXT_BIN = fileURLToPath(new URL("../node_modules/next/dist/bin/next", import.meta.url));

const args = process.argv.slice(2);
const fresh = args[0] === "--fresh";
const command = fresh ? args.slice(1) : args;
if (command.length === 0) {
  console.error("usage: node scripts/with-backend.mjs [--fresh] <command …>");
  process.exit(2);
}

const dev = command[0] === "next" && command[1] === "dev";
nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
// The backend's old `STANDIN_*` names still count; the backend and the site inherit the new ones.
Object.assign(process.env, withEmbeddedNames(process.env));

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/** NEXT_PUBLIC_SITE_URL when it names a public origin, else null. */
function publicSiteUrl() {
  const raw = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!raw) return null;
  try {
    const { hostname } = new URL(raw);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost") ? null : raw;
  } catch {
    return raw;
  }
}

const siteUrl = publicSiteUrl();
if (
  !dev &&
  siteUrl &&
  !process.env.NEXT_PUBLIC_SUPABASE_URL &&
  !process.env.SUPABASE_DB_URL &&
  process.env.EMBEDDED_BACKEND !== "allow"
) {
  console.error(
    [
      `[backend] NEXT_PUBLIC_SITE_URL is ${siteUrl}, but no backend is configured.`,
      "[backend] Without one, this process would keep accounts and messages in its own embedded",
      "[backend] database, unseen by any other instance. Set one of:",
      "[backend]   NEXT_PUBLIC_SUPABASE_URL (with NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY): a Supabase project",
      "[backend]   SUPABASE_DB_URL=postgres://user:password@host:5432/db: the embedded backend on a shared PostgreSQL",
      "[backend]   EMBEDDED_BACKEND=allow: run on the embedded database of this one process anyway",
    ].join("\n"),
  );
  process.exit(1);
}

const embedded = !process.env.NEXT_PUBLIC_SUPABASE_URL && process.env.EMBEDDED_ATTACH !== "1";
if (!dev && siteUrl && embedded && !process.env.SMTP_URL?.trim()) {
  console.error(
    [
      `[backend] NEXT_PUBLIC_SITE_URL is ${siteUrl}, but the embedded backend has no way to send e-mail:`,
      "[backend] sign-up confirmations and password-reset links would reach nobody. Set:",
      "[backend]   SMTP_URL=smtps://user:password@smtp.example.com:465 (or smtp://…:587)",
      '[backend]   SMTP_FROM="Gurukul Code <no-reply@example.com>"',
    ].join("\n"),
  );
  process.exit(1);
}

// Without confirmation anyone could hold an account in someone else's name on a public site.
if (!dev && siteUrl && embedded && process.env.EMBEDDED_ENABLE_CONFIRMATIONS !== "1") {
  console.error(
    [
      `[backend] NEXT_PUBLIC_SITE_URL is ${siteUrl}, but the embedded backend would let sign-ups in`,
      "[backend] without confirming their e-mail, so anyone could own an account for an address",
      "[backend] that is not theirs. Set:",
      "[backend]   EMBEDDED_ENABLE_CONFIRMATIONS=1",
    ].join("\n"),
  );
  process.exit(1);
}

const dataDir = process.env.EMBEDDED_DATA_DIR ?? ".data/dev";
const readyFile = `${dataDir}.ready.json`;
const attach = process.env.EMBEDDED_ATTACH === "1";
let wroteReadyFile = false;

/** Started in this order: the stand-in (when there is one), then the app. */
const children = [];
let stopping = false;

function stopped(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once("exit", done));
}

/**
 * Stops the children last-started first: the app finishes the requests in flight (which may
 * still need the database), then the stand-in closes its database cleanly.
 */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  if (wroteReadyFile) rmSync(readyFile, { force: true });
  // A child still busy after 20 s (a client that never reads its answer holds the app open) is
  // killed, so no server outlives its launcher.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 20_000).unref();
  for (const child of children.toReversed()) {
    child.kill("SIGTERM");
    await stopped(child);
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

/**
 * E-mailed links lead to the site's origin unless told otherwise: its pages (EMBEDDED_SITE_URL) and,
 * for `/auth/v1/verify` links, the site's same-origin gateway to this backend
 * (EMBEDDED_API_EXTERNAL_URL); the backend's own address is a loopback one no recipient reaches.
 */
function linkOrigins() {
  const site = process.env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, "") || localSiteUrl();
  if (!site) return {};
  return {
    ...(process.env.EMBEDDED_SITE_URL ? {} : { EMBEDDED_SITE_URL: site }),
    ...(process.env.EMBEDDED_API_EXTERNAL_URL
      ? {}
      : { EMBEDDED_API_EXTERNAL_URL: `${site}/supabase` }),
  };
}

/**
 * The address Next is about to serve on this machine, from its `-p`/`--port` or PORT (3000 by
 * default), for the e-mailed links of local work; null when the command is not Next.
 */
function localSiteUrl({ anyNextPath = false } = {}) {
  const program = anyNextPath ? basename(command[0] ?? "") : command[0];
  if (program !== "next") return null;
  const flag = command.findIndex((arg) => arg === "-p" || arg === "--port");
  const port = (flag >= 0 ? command[flag + 1] : undefined) ?? process.env.PORT ?? "3000";
  return `http://localhost:${port}`;
}

/** Without SMTP_URL nothing is sent: every e-mail waits in the backend's local mailbox. */
function localMailbox() {
  return process.env.SMTP_URL?.trim() || process.env.EMBEDDED_MAILBOX
    ? {}
    : { EMBEDDED_MAILBOX: "1" };
}

/**
 * GoTrue's pace for e-mail to one address outside development: one a minute (the CLI's config.toml
 * allows one a second, for local work), unless EMBEDDED_EMAIL_MAX_FREQUENCY says otherwise.
 */
function mailPace() {
  return dev || process.env.EMBEDDED_EMAIL_MAX_FREQUENCY
    ? {}
    : { EMBEDDED_EMAIL_MAX_FREQUENCY: "60" };
}

/**
 * Without SMTP_URL the backend appends each e-mail's whole line to the mail log beside its data
 * (the log itself masks addresses); with it nothing is kept but the log's masked event.
 */
function mailLogArgs() {
  return process.env.SMTP_URL?.trim() ? [] : ["--mail-log", `${dataDir}.mail.log`];
}

/**
 * Under `next dev` the site prints readable log lines; NODE_ENV=development has the backend's
 * logger do the same.
 */
function devLogs() {
  return dev && !process.env.NODE_ENV ? { NODE_ENV: "development" } : {};
}

/** Starts the stand-in and resolves with its URL and keys once it is ready. */
async function startStandIn() {
  const port = process.env.EMBEDDED_PORT ?? "54321";
  if (fresh) {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.keys.json`, { force: true });
    await rm(`${dataDir}.mail.log`, { force: true });
  }
  await rm(readyFile, { force: true });
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "packages/embedded-supabase/src/cli/main.ts",
      "--data",
      dataDir,
      "--port",
      port,
      "--seed-module",
      "supabase/seed/seed-news.ts",
      ...mailLogArgs(),
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...linkOrigins(), ...mailPace(), ...localMailbox(), ...devLogs() },
    },
  );
  children.push(child);

  // What it printed while starting, repeated on stderr if it fails to start: a launcher that
  // keeps stdout only in a log (or drops it) still shows why.
  const startLines = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the embedded backend did not start")), 60_000);
    // "close", not "exit": by then every line it printed has been read.
    child.once("close", (code) => {
      clearTimeout(timer);
      const said = startLines.length ? `; it printed:\n${startLines.join("\n")}` : "";
      reject(new Error(`the embedded backend exited (${code})${said}`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (startLines.push(line) > 20) startLines.shift();
      if (line.startsWith("EMBEDDED_READY ")) {
        clearTimeout(timer);
        child.removeAllListeners("close");
        child.once("exit", (code) => {
          if (!stopping) console.error(`[backend] exited (${code})`);
          stopAll(code ?? 1);
        });
        resolve(JSON.parse(line.slice("EMBEDDED_READY ".length)));
      } else {
        // JSON lines pass as they are, so the journal stays one JSON object per line.
        console.log(line.startsWith("{") ? line : `[backend] ${line}`);
      }
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for the ready file of a live launcher on the same data directory. */
async function attachToStandIn() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const ready = JSON.parse(await readFile(readyFile, "utf8"));
      if (isAlive(ready.pid)) return ready;
    } catch {
      // Not written yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no running embedded backend announced in ${readyFile}`);
}

/**
 * Texts and auth e-mails go out through the site's hook routes (GoTrue's Send SMS and Send Email
 * hooks). On loopback each is on by default: it points at this site's route with a secret made for
 * this run (both processes inherit them; the site verifies with the same variable). On a public
 * origin a hook is on only when its URI and secret are set; without the Send Email hook the
 * backend mails the English templates itself.
 */
function configureHook({ prefix, route, without }) {
  if (!embedded) return;
  const uri = `${prefix}_URI`;
  const secret = `${prefix}_SECRET`;
  // Also when Next is named by its path (node_modules/.bin/next, as the e2e servers start it).
  const origin = localSiteUrl({ anyNextPath: true });
  if (!siteUrl && origin && !process.env[uri]?.trim()) {
    process.env[uri] = `${origin.replace("//localhost:", "//127.0.0.1:")}${route}`;
  }
  if (process.env[uri]?.trim() && !process.env[secret]?.trim()) {
    if (siteUrl) {
      console.error(`[backend] ${uri} is set without ${secret} (v1,whsec_<base64>)`);
      process.exit(1);
    }
    process.env[secret] = `v1,whsec_${randomBytes(32).toString("base64")}`;
  }
  if (siteUrl && !process.env[uri]?.trim()) {
    console.log(`[backend] ${without}: set ${uri} (the site's ${route}) and ${secret}`);
  }
}
configureHook({
  prefix: "SEND_SMS_HOOK",
  route: "/api/hooks/send-sms",
  without: "phone sign-in is off",
});
configureHook({
  prefix: "SEND_EMAIL_HOOK",
  route: "/api/hooks/send-email",
  without: "auth e-mails are the backend's, in English only",
});

const env = { ...process.env };
// Without SMTP the site's own mail (subscription confirmations) lands in the same local mailbox as
// the backend's: one log beside the data directory, and the mailbox the backend serves.
if (!env.SMTP_URL?.trim() && !env.SITE_MAIL_LOG) env.SITE_MAIL_LOG = `${dataDir}.mail.log`;

/** Hands the site the backend's local mailbox, if it keeps one, and says where to open it. */
function announceMailbox(backend) {
  if (!backend.mailboxUrl || env.SMTP_URL?.trim()) return;
  env.LOCAL_MAILBOX_URL = backend.mailboxUrl;
  console.log(
    `[backend] local mailbox at ${backend.mailboxUrl} (this machine only: every e-mail, nothing sent)`,
  );
}
if (attach) {
  try {
    const backend = await attachToStandIn();
    env.SUPABASE_URL = process.env.SUPABASE_URL || backend.url;
    env.SUPABASE_PUBLISHABLE_KEY = backend.anonKey;
    env.SUPABASE_SECRET_KEY = backend.serviceRoleKey;
    console.log(`[backend] attached to ${env.SUPABASE_URL}`);
    announceMailbox(backend);
  } catch (error) {
    console.error(`[backend] ${error instanceof Error ? error.message : error}`);
    stopAll(1);
  }
} else if (!process.env.NEXT_PUBLIC_SUPABASE_URL) {
  try {
    const backend = await startStandIn();
    await mkdir(dirname(readyFile), { recursive: true });
    await writeFile(readyFile, JSON.stringify({ pid: process.pid, ...backend }, null, 2) + "\n", {
      mode: 0o600,
    });
    wroteReadyFile = true;
    env.SUPABASE_URL = backend.url;
    env.SUPABASE_PUBLISHABLE_KEY = backend.anonKey;
    env.SUPABASE_SECRET_KEY = backend.serviceRoleKey;
    console.log(`[backend] embedded Supabase stand-in at ${backend.url}`);
    announceMailbox(backend);
  } catch (error) {
    console.error(`[backend] ${error instanceof Error ? error.message : error}`);
    stopAll(1);
  }
}

if (!stopping) {
  const [bin, ...rest] = command;
  // Next's own entry, run by this Node: no npx in between to swallow the stop signal.
  const app =
    bin === "next"
      ? spawn(process.execPath, [NEXT_BIN, ...rest], { stdio: "inherit", env })
      : spawn(bin, rest, { stdio: "inherit", env });
  children.push(app);
  app.once("exit", (code) => stopAll(code ?? 0));
}
