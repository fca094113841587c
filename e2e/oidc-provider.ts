// The e2e suite's Google: a real OpenID Connect provider (oidc-provider) on OIDC_PORT, which the
// e2e backend names as its Google issuer through `url`. One process for every spec.
import { startTestOidcProvider } from "@gurukul/embedded-supabase/oidc-provider";

const provider = await startTestOidcProvider({
  port: Number(process.env.OIDC_PORT),
  clientId: process.env.OIDC_CLIENT_ID,
  clientSecret: process.env.OIDC_CLIENT_SECRET,
  redirectUris: (process.env.OIDC_REDIRECT_URIS ?? "").split(",").filter(Boolean),
});
console.log(`test OpenID Connect provider at ${provider.issuer}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void provider.close().finally(() => process.exit(0)));
}
