// Tools the tests and the bench start (Chromium, PostgreSQL, nginx) come from Debian's packages:
// found on the machine, or installed with apt-get when missing and running as root, so a fresh
// machine needs no step by hand. Dependency-free on purpose.
import { spawn } from "node:child_process";
import { access, constants } from "node:fs/promises";

export async function isExecutable(path) {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

let updated = null;

/**
 * Installs Debian's `pkg` when running as root on a machine with apt-get; resolves false when it
 * cannot (not root, no apt-get). The package lists are refreshed once per process.
 */
export async function aptInstall(pkg) {
  if (process.getuid?.() !== 0 || !(await isExecutable("/usr/bin/apt-get"))) return false;
  console.error(`${pkg} not found; installing it with apt-get…`);
  updated ??= run("apt-get", ["update"]);
  await updated;
  await run("apt-get", ["install", "-y", pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return true;
}

/**
 * `find()` (resolving a path or null), else Debian's `pkg` installed and `find()` again. Throws
 * `hint` when there is still nothing.
 */
export async function findOrInstall(pkg, find, hint) {
  const found = await find();
  if (found) return found;
  if (await aptInstall(pkg)) {
    const installed = await find();
    if (installed) return installed;
  }
  throw new Error(hint);
}

/** The first executable of `paths` (empty entries skipped), or null. */
export async function firstExecutable(paths) {
  for (const path of paths) {
    if (path && (await isExecutable(path))) return path;
  }
  return null;
}
