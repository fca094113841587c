/** Runs once when a server starts: configuration errors stop it before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stopOnInvalidEnv } = await import("@/lib/server-env");
    stopOnInvalidEnv();
  }
}
