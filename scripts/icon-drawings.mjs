// Writes components/icons/drawings.ts: one named drawing per Lucide icon listed below, taken from
// the installed lucide-react, for <Icon> (components/icons/icon.tsx) to draw inline.
//
//   npm run icons            (components/icons/drawings.test.ts checks the file is current)
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

const ROOT = new URL("../", import.meta.url);
export const DRAWINGS_FILE = fileURLToPath(new URL("components/icons/drawings.ts", ROOT));

/** The Lucide icons the site draws; add a name here and run `npm run icons`. */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "bell",
  "blocks",
  "book-open",
  "bot",
  "briefcase-business",
  "building",
  "calculator",
  "chart-line",
  "chevron-down",
  "circle-check",
  "clock",
  "compass",
  "external-link",
  "eye",
  "flag",
  "flask-conical",
  "gauge",
  "graduation-cap",
  "heart-handshake",
  "house",
  "landmark",
  "loader-circle",
  "log-out",
  "mail",
  "map-pin",
  "menu",
  "network",
  "newspaper",
  "phone",
  "piggy-bank",
  "presentation",
  "quote",
  "refresh-cw",
  "rocket",
  "rotate-cw",
  "search",
  "shield-check",
  "sparkles",
  "star",
  "target",
  "trash-2",
  "trending-up",
  "triangle-alert",
  "trophy",
  "user-round",
  "users",
  "wallet",
  "wifi-off",
  "x",
  "zap",
];

/** An icon's drawing; an alias's module (e.g. triangle-alert) only re-exports its canonical one. */
async function iconData(name) {
  const file = new URL(`node_modules/lucide-react/dist/esm/icons/${name}.mjs`, ROOT);
  const exports = await import(file.href).catch(() => {
    throw new Error(`lucide-react has no icon "${name}"`);
  });
  if (exports.__iconData) return exports.__iconData;
  const target = (await readFile(file, "utf8")).match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1];
  if (!target) throw new Error(`lucide-react has no icon "${name}"`);
  const canonical = await import(new URL(`${target}.mjs`, file).href);
  if (!canonical.__iconData) throw new Error(`lucide-react has no icon "${name}"`);
  return canonical.__iconData;
}

/** `arrow-right` → `arrowRightIcon`, `trash-2` → `trash2Icon`: the export's name. */
export const exportName = (name) =>
  `${name.replace(/-([a-z0-9])/g, (_, next) => next.toUpperCase())}Icon`;

const shape = ([tag, attributes]) => {
  const attrs = Object.entries(attributes)
    .filter(([attribute]) => attribute !== "key")
    .map(([attribute, value]) => `${JSON.stringify(attribute)}: ${JSON.stringify(String(value))}`);
  return `[${JSON.stringify(tag)}, { ${attrs.join(", ")} }]`;
};

export async function buildDrawings(names) {
  const exports = [];
  for (const name of names) {
    const icon = await iconData(name);
    exports.push(
      `export const ${exportName(name)}: IconDrawing = [${icon.node.map(shape).join(", ")}];`,
    );
  }
  const source = `// Written by \`npm run icons\` (scripts/icon-drawings.mjs) from lucide-react: do not edit.
// One export per icon, so a client component's bundle carries only the drawings it imports.

/** The shapes of one 24 × 24 Lucide icon, drawn by <Icon>. */
export type IconDrawing = readonly (readonly [
  "path" | "circle" | "rect" | "line" | "polyline" | "polygon" | "ellipse",
  Readonly<Record<string, string>>,
])[];

${exports.join("\n")}
`;
  return format(source, { ...(await resolveConfig(DRAWINGS_FILE)), filepath: DRAWINGS_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(DRAWINGS_FILE, await buildDrawings(ICON_NAMES));
  console.log(`wrote ${DRAWINGS_FILE}`);
}
