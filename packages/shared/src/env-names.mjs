/** The prefix the embedded backend's variables had before they were named `EMBEDDED_*`. */
const OLD_PREFIX = "STANDIN_";

/**
 * `env` with every old `STANDIN_*` name also given as its `EMBEDDED_*` name, unless that is set:
 * a deployment configured before the rename keeps working.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {Record<string, string | undefined>}
 */
export function withEmbeddedNames(env) {
  const named = { ...env };
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(OLD_PREFIX)) continue;
    const current = `EMBEDDED_${name.slice(OLD_PREFIX.length)}`;
    named[current] ??= value;
  }
  return named;
}
