export { clientNetwork } from "./client-network";
export { escapeHtml } from "./html";
export { firstLink, renderTemplate, verifyUrl, type TemplateVariables } from "./mail-template";
export { smtpOptions, type SmtpOptions } from "./smtp";
export { parseDuration, parseToml, type TomlTables, type TomlValue } from "./toml";
export { withEmbeddedNames } from "./env-names.mjs";
export {
  isWebhookSecret,
  signWebhook,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookHeaders,
  type WebhookVerdict,
} from "./standard-webhooks";
