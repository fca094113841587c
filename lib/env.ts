import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url({
    message: "must be an absolute URL such as https://gurukulcode.com",
  }),
  NEXT_PUBLIC_CONTACT_EMAIL: z
    .email({ message: "must be an e-mail address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NEXT_PUBLIC_CONTACT_PHONE: optionalText,
  NEXT_PUBLIC_GRIEVANCE_EMAIL: z
    .email({ message: "must be an e-mail address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

/** The build's mode; Next writes `NODE_ENV`'s value into every bundle it builds. */
export const isProduction = process.env.NODE_ENV === "production";
export const isDevelopment = process.env.NODE_ENV === "development";

/**
 * The site's origin when NEXT_PUBLIC_SITE_URL is unset: on Vercel the production domain it sets
 * (`VERCEL_PROJECT_PRODUCTION_URL`, a host name without scheme), else the local server.
 */
export function defaultSiteUrl(source: Record<string, string | undefined>): string {
  const host = (
    source.VERCEL_PROJECT_PRODUCTION_URL ||
    source.NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL ||
    ""
  ).trim();
  return host
    ? `https://${host.replace(/^https?:\/\//, "").replace(/\/+$/, "")}`
    : "http://localhost:3000";
}

/**
 * Validates the public environment once. Next inlines `process.env.NEXT_PUBLIC_*` at build time,
 * so the variables are read one by one rather than by spreading `process.env`.
 */
export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse({
    ...source,
    NEXT_PUBLIC_SITE_URL: source.NEXT_PUBLIC_SITE_URL?.trim() || defaultSiteUrl(source),
  });
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment variables (see .env.example):\n${problems}`);
  }
  return result.data;
}

export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  // Vercel also exposes it to Next under this name, so the browser bundle gets the same origin.
  NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL: process.env.NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_CONTACT_PHONE: process.env.NEXT_PUBLIC_CONTACT_PHONE,
  NEXT_PUBLIC_GRIEVANCE_EMAIL: process.env.NEXT_PUBLIC_GRIEVANCE_EMAIL,
});
