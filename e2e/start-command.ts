import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { promisify } from "node:util";

/**
 * `npm start` without npm in between, as systemd runs it (deploy/gurukul-code.service): the
 * package's own start script with `args` appended, so the launcher receives signals itself.
 */
export function npmStartCommand(args: string[]): { command: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  return { command: "sh", args: ["-c", `exec ${scripts.start} ${args.join(" ")}`] };
}

/** The environment an npm script sees: the package's binaries first on the PATH. */
export function npmScriptEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: [resolve("node_modules/.bin"), env.PATH].join(delimiter) };
}

/** Plain `next start` on the build, as Vercel and the e2e servers serve it. */
export const NEXT_START = [
  "node_modules/next/dist/bin/next",
  "start",
  "-p",
  "0",
  "-H",
  "127.0.0.1",
];

const run = promisify(execFile);

/**
 * One of the team's command-line scripts (`scripts/<name>.ts`) against this suite's backend, as
 * an operator runs it on the server: found through the data directory, no keys given. Its stdout.
 */
export async function runTeamScript(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await run("node_modules/.bin/tsx", [`scripts/${script}.ts`, ...args], {
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      SUPABASE_URL: "",
      NEXT_PUBLIC_SUPABASE_URL: "",
      SUPABASE_SECRET_KEY: "",
    },
  });
  return stdout;
}
