import { z } from "zod";

import { newsFeeds } from "@/lib/news/feeds";

/** Unset, empty and blank all mean "not configured" (`.env.example` lists every name empty). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = optionalText.pipe(
  z.url({ message: "must be an absolute URL such as https://xyz.supabase.co" }).optional(),
);

const serverEnvSchema = z.object({
  SUPABASE_URL: optionalUrl,
  SUPABASE_PUBLISHABLE_KEY: optionalText,
  SUPABASE_SECRET_KEY: optionalText,
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optionalText,
  CRON_SECRET: optionalText,
  /** The feeds the ingestion job reads: the defaults unless set. */
  NEWS_FEEDS: optionalText.transform((raw, context) => {
    try {
      return newsFeeds({ NEWS_FEEDS: raw });
    } catch (error) {
      const message = (error as Error).message.replace(/^NEWS_FEEDS: /, "");
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  }),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/**
 * The server's own variables (backend address and keys, the cron secret, the news feeds), read
 * from the environment at the time of the call: the launcher sets the backend's address after
 * start-up, and tests change them between cases. Throws naming every invalid variable;
 * `instrumentation.ts` calls it once at start-up so a bad value stops the server before it serves.
 */
export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment variables (see .env.example):\n${problems}`);
  }
  return result.data;
}
