// Writes public/icons.svg: one <symbol> per name in components/icons/sprite-icons.ts, drawn from
// the installed lucide-react so the sprite and the inline icons stay the same glyphs.
//
//   npm run icons            (components/icons/sprite.test.ts checks the file is current)
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const ROOT = new URL("../", import.meta.url);
export const SPRITE_FILE = fileURLToPath(new URL("public/icons.svg", ROOT));

/** The names listed in components/icons/sprite-icons.ts (TypeScript, so read by pattern). */
export async function spriteNames() {
  const source = await readFile(new URL("components/icons/sprite-icons.ts", ROOT), "utf8");
  const list = source.match(/spriteIcons = \[([^\]]*)\]/)?.[1] ?? "";
  const names = [...list.matchAll(/"([a-z0-9-]+)"/g)].map((match) => match[1]);
  if (!names.length) throw new Error("no icon names found in components/icons/sprite-icons.ts");
  return names;
}

const escape = (value) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function element([tag, attributes, children = []]) {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${kebab(name)}="${escape(value)}"`)
    .join("");
  return `<${tag}${attrs}${children.length ? `>${children.map(element).join("")}</${tag}>` : "/>"}`;
}

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

// Lucide's own attributes, on each symbol: a <use> clone inherits from the page, not this file.
const PRESENTATION =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round"';

export async function buildSprite(names) {
  const symbols = [];
  for (const name of names) {
    const icon = await iconData(name);
    symbols.push(
      `<symbol id="${name}" ${PRESENTATION}>${icon.node.map(element).join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SPRITE_FILE, await buildSprite(await spriteNames()));
  console.log(`wrote ${SPRITE_FILE}`);
}
