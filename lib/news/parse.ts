import { XMLParser, XMLValidator } from "fast-xml-parser";

import { canonicalLink } from "@/lib/news/canonical";
import { MAX_ITEMS_PER_FEED } from "@/lib/news/constants";
import type { FeedItem } from "@/lib/news/types";

export class FeedParseError extends Error {
  override name = "FeedParseError";
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => ["item", "entry", "link"].includes(name),
});

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The text of an element that may carry attributes (`{ "#text": …, "@_type": … }`). */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isNode(value)) return text(value["#text"]);
  return "";
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Entities left inside CDATA sections, which the XML parser passes through as written. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Control characters and unpaired UTF-16 surrogates, which the database refuses or garbles. */
const UNSTORABLE =
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function cleanText(value: unknown, max: number): string {
  const plain = decodeEntities(text(value).replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .replace(UNSTORABLE, "")
    .replace(/ ([,.;:!?])/g, "$1")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** `YYYY-MM-DD` in UTC, or null for a missing or unreadable date. */
export function toDateOnly(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1990 || year > 9999) return null;
  return new Date(time).toISOString().slice(0, 10);
}

function atomLink(links: unknown): string {
  if (!Array.isArray(links)) return text(links);
  const nodes = links.map((link) => (isNode(link) ? link : { "@_href": text(link) }));
  const preferred =
    nodes.find((link) => !link["@_rel"] || link["@_rel"] === "alternate") ?? nodes[0];
  return preferred ? text(preferred["@_href"] ?? preferred["#text"]) : "";
}

function rssLink(links: unknown): string {
  if (!Array.isArray(links)) return text(links);
  // Some RSS feeds mix in <atom:link href>; the article is the plain <link>.
  for (const link of links) {
    const value = isNode(link) ? text(link["@_href"] ?? link["#text"]) : text(link);
    if (value) return value;
  }
  return "";
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "Unknown source";
  }
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A card shows a line or two; the database accepts up to 400 characters. */
const SUMMARY_MAX = 280;

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom document into items with canonical links, de-duplicated.
 * Items without a title or a usable link are dropped; a missing or bad date gives `published: null`,
 * a missing description or summary `summary: null` (markup is stripped, long text shortened).
 * Relative links resolve against the feed's site link, else against `feedUrl`.
 * Throws FeedParseError for XML that is not well-formed or not a feed.
 */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedParseError(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const doc: unknown = parser.parse(xml);
  if (!isNode(doc)) throw new FeedParseError("not a feed");

  let channelTitle = "";
  let siteLink = "";
  let entries: unknown[] = [];
  let atom = false;

  const rss = doc.rss;
  const rdf = doc["rdf:RDF"];
  const feed = doc.feed;
  if (isNode(rss) && isNode(rss.channel)) {
    channelTitle = cleanText(rss.channel.title, 200);
    siteLink = rssLink(rss.channel.link);
    entries = asArray(rss.channel.item);
  } else if (isNode(rdf)) {
    const channel = isNode(rdf.channel) ? rdf.channel : {};
    channelTitle = cleanText(channel.title, 200);
    siteLink = rssLink(channel.link);
    entries = asArray(rdf.item);
  } else if (isNode(feed)) {
    atom = true;
    channelTitle = cleanText(feed.title, 200);
    siteLink = atomLink(feed.link);
    const xmlBase = text(feed["@_xml:base"]);
    if (xmlBase) siteLink = new URL(xmlBase, feedUrl).toString();
    entries = asArray(feed.entry);
  } else {
    throw new FeedParseError("not an RSS or Atom feed");
  }

  const base = resolveBase(siteLink, feedUrl);
  const source = channelTitle || hostName(feedUrl);
  const seen = new Set<string>();
  const items: FeedItem[] = [];

  for (const entry of entries) {
    if (items.length >= MAX_ITEMS_PER_FEED) break;
    if (!isNode(entry)) continue;
    const title = cleanText(entry.title, 500);
    const rawLink = atom ? atomLink(entry.link) : rssLink(entry.link) || guidLink(entry.guid);
    const link = rawLink ? canonicalLink(rawLink, base) : null;
    if (!title || !link || seen.has(link)) continue;
    seen.add(link);
    const rawDate = atom
      ? text(entry.published) || text(entry.updated)
      : text(entry.pubDate) || text(entry["dc:date"]);
    const summary = cleanText(
      atom ? entry.summary || entry.content : entry.description || entry["content:encoded"],
      SUMMARY_MAX,
    );
    items.push({ title, link, source, published: toDateOnly(rawDate), summary: summary || null });
  }
  return items;
}

/** An RSS guid is the article's address unless it says `isPermaLink="false"`. */
function guidLink(guid: unknown): string {
  if (isNode(guid) && guid["@_isPermaLink"] === "false") return "";
  const value = text(guid);
  return /^https?:\/\//i.test(value) ? value : "";
}

/** The site link as given (a canonical form would drop the slash relative links depend on). */
function resolveBase(siteLink: string, feedUrl: string): string {
  try {
    const url = new URL(siteLink.trim(), feedUrl);
    if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
  } catch {
    // Fall back to the feed's own address.
  }
  return feedUrl;
}
