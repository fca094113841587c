// Locate a Chromium binary for the e2e suite, Lighthouse and Playwright-free tooling.
// Dependency-free on purpose.
import { access, constants } from "node:fs/promises";

import { aptInstall, findOrInstall, firstExecutable } from "./debian-package.mjs";

const isReadable = (path) =>
  access(path, constants.R_OK).then(
    () => true,
    () => false,
  );

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

/** Returns the path of a Chromium executable; installs it with apt-get when running as root. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...CANDIDATES].filter(Boolean);
  return findOrInstall(
    "chromium",
    () => firstExecutable(candidates),
    `Chromium not found (looked at ${candidates.join(", ")}). ` +
      "Install Chromium (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable.",
  );
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same source as
 * `chromium`, and what Playwright itself runs headless by default): the same renderer without the
 * desktop browser around it. Installed with apt-get when running as root; rejects when missing.
 */
export function findHeadlessShell() {
  return findOrInstall(
    "chromium-headless-shell",
    () => firstExecutable([HEADLESS_SHELL]),
    "Chromium's headless shell not found: install it (`apt-get install chromium-headless-shell`).",
  );
}

/** Noto Sans and Noto Sans Devanagari, the fonts Android phones show (Debian's `fonts-noto-core`). */
const PHONE_FONTS = [
  "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
  "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
];

/**
 * Makes sure pages are drawn in the fonts a phone has, so heights and wrapping measured in the
 * tests and the bench are a phone's and the same on every machine: installed with apt-get when
 * missing and running as root; elsewhere the machine's own fonts stand in, with a warning.
 */
async function ensurePhoneFonts() {
  const present = async () => (await Promise.all(PHONE_FONTS.map(isReadable))).every(Boolean);
  if ((await present()) || ((await aptInstall("fonts-noto-core")) && (await present()))) return;
  console.error(
    "Noto Sans not found: pages are drawn in this machine's fonts (apt-get install fonts-noto-core).",
  );
}

/**
 * The browser the e2e suite and the bench's Lighthouse runs drive: `CHROMIUM_PATH` when set; else
 * the headless shell, which renders the same pages at about half the CPU of the full browser; else
 * Chromium.
 */
export async function findTestBrowser() {
  await ensurePhoneFonts();
  if (process.env.CHROMIUM_PATH) return findChromium();
  return findHeadlessShell().catch(() => findChromium());
}
