import { smtpOptions } from "@gurukul/shared";
import { createTransport } from "nodemailer";

import type { ComposedMail } from "./compose";

/** Sends each message through the SMTP server at `url` (`smtp://` or `smtps://`). */
export function createSmtpMailer(url: string, from: string) {
  const options = smtpOptions(url);
  if (!from.trim()) throw new Error("SMTP_FROM is required with SMTP_URL");
  const transport = createTransport(options);
  return {
    async send({ to, subject, text, html }: ComposedMail): Promise<void> {
      await transport.sendMail({ from, to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
