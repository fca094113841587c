import { createTransport } from "nodemailer";

import type { ComposedMail } from "./compose";

/** Sends each message through the SMTP server at `url` (`smtp://` or `smtps://`). */
export function createSmtpMailer(url: string, from: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  }
  if (!from.trim()) throw new Error("SMTP_FROM is required with SMTP_URL");
  // Bounded waits: the request that sends the e-mail waits for it, as GoTrue's does.
  const secure = parsed.protocol === "smtps:";
  const transport = createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? {
          user: decodeURIComponent(parsed.username),
          pass: decodeURIComponent(parsed.password),
        }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text, html }: ComposedMail): Promise<void> {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
