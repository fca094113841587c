// Locate a Chromium binary for Lighthouse / Playwright-free tooling. Dependency-free on purpose.
import { spawn } from "node:child_process";
import { access, constants } from "node:fs/promises";

/**
 * The flags every Chromium the project starts runs with: the e2e suite (Playwright adds headless
 * and the sandbox switch itself) and the bench's Lighthouse runs. Quiet, no background traffic,
 * no GPU, so runs measure the site and not the browser's housekeeping.
 */
export const CHROMIUM_BROWSER_FLAGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The same, for a Chromium started directly (Lighthouse): headless and without the sandbox. */
export const CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", ...CHROMIUM_BROWSER_FLAGS];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

async function isExecutable(path) {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** Returns the path of a Chromium executable; installs it with apt-get when running as root. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...CANDIDATES].filter(Boolean);
  for (const path of candidates) {
    if (await isExecutable(path)) return path;
  }
  if (process.getuid?.() === 0 && (await isExecutable("/usr/bin/apt-get"))) {
    console.error("Chromium not found; installing it with apt-get…");
    await run("apt-get", ["update"]);
    await run("apt-get", ["install", "-y", "chromium"]);
    if (await isExecutable("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    `Chromium not found (looked at ${candidates.join(", ")}). ` +
      "Install Chromium (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable.",
  );
}
