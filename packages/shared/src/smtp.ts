/** What nodemailer's `createTransport` takes for one SMTP server. */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/**
 * The transport for `SMTP_URL` (`smtp://` or `smtps://user:password@host:port`): implicit TLS on
 * smtps (465 by default), STARTTLS otherwise (587), with bounded waits, since the request that
 * sends an e-mail waits for it.
 */
export function smtpOptions(url: string): SmtpOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  }
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}
