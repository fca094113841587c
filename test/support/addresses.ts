import { randomUUID } from "node:crypto";

/** A /64 nobody else in the run uses, as its first four groups. */
export const network = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

/** A new address in `prefix` on every call, as a client rotating inside its /64 would use. */
export const rotating = (prefix: string) =>
  `${prefix}:${Array.from({ length: 4 }, () => randomUUID().slice(0, 4)).join(":")}`;

/** A JSON POST to one of the site's routes, as a visitor at `forwardedFor` sends it. */
export function jsonPost(path: string, forwardedFor: string, body: Record<string, unknown>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  });
}
