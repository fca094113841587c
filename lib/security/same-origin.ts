/** True when the request carries no Origin, or one whose host is this site's. */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    originHost = url.host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [headers.get("host"), headers.get("x-forwarded-host")?.split(",")[0]]
    .map((host) => host?.trim().toLowerCase())
    .filter(Boolean);
  return hosts.includes(originHost);
}
