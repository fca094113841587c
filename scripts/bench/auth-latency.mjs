// Sign-up and log-in against the embedded backend through the site's own /supabase gateway, as
// the browser reaches it: bcrypt hashing dominates, so this tracks the backend, not the network.
const EMBEDDED_KEY = "embedded-publishable-key";

export async function runAuthLatency(base, samples = 20) {
  const headers = {
    apikey: EMBEDDED_KEY,
    authorization: `Bearer ${EMBEDDED_KEY}`,
    "content-type": "application/json",
  };
  const timed = async (path, body) => {
    const started = performance.now();
    const response = await fetch(`${base}/supabase/auth/v1/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const signup = [];
  const login = [];
  for (let i = 0; i < samples; i++) {
    const email = `bench-${Date.now()}-${i}@example.com`;
    signup.push(
      await timed("signup", { email, password: "bench-password", data: { full_name: "Bench" } }),
    );
    login.push(await timed("token?grant_type=password", { email, password: "bench-password" }));
  }
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  return { samples, signupMedianMs: median(signup), loginMedianMs: median(login) };
}
