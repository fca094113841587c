/**
 * What a form post sent before hydration came back with: the route handlers answer a plain form
 * post with a redirect to `?sent=1` or `?error=<code>`. Read after mount (pages stay static) and
 * removed from the address bar so a reload does not repeat the message.
 */
export type FormOutcome = { sent: true } | { sent: false; code: string } | null;

export function takeFormOutcome(): FormOutcome {
  const url = new URL(window.location.href);
  const sent = url.searchParams.get("sent");
  const code = url.searchParams.get("error");
  if (sent === null && code === null) return null;
  url.searchParams.delete("sent");
  url.searchParams.delete("error");
  window.history.replaceState(window.history.state, "", url);
  return sent === "1" ? { sent: true } : { sent: false, code: code ?? "unknown" };
}
