// The team's endpoint, as the e2e suite sees it: a real HTTP server on 127.0.0.1 that receives the
// contact webhook (see lib/forms/contact-webhook.ts), checks each signature as a receiver should,
// and can be told to fail a message's first attempts. Tests read what arrived:
//   POST /hooks/contact              a delivery (500 while the message's planned failures last)
//   POST /plan {"email","failures"}  fail the next N attempts for that sender
//   GET  /deliveries?email=…         [{ payload, signatureValid, delivery, status }]
// It is also the suite's Cloudflare Turnstile verifier (the captcha server's backend asks it):
//   POST /turnstile/v0/siteverify    `secret`, `response`, `remoteip` as a form, answered as
//                                    Cloudflare does; a token the fake widget wrote passes once
//   GET  /turnstile/checks           [{ response, remoteip, success }]
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.WEBHOOK_PORT);
const secret = process.env.WEBHOOK_SECRET ?? "";
const deliveries = [];
const plans = new Map();
const turnstileSecret = process.env.TURNSTILE_SECRET ?? "";
const turnstileChecks = [];
const spentTokens = new Set();

/** Cloudflare's answer to a siteverify call: e2e/turnstile-fake.js writes `e2e-pass-…` tokens. */
function siteverify(form) {
  const response = form.get("response") ?? "";
  let errors = [];
  if (form.get("secret") !== turnstileSecret) errors = ["invalid-input-secret"];
  else if (!response) errors = ["missing-input-response"];
  else if (spentTokens.has(response)) errors = ["timeout-or-duplicate"];
  else if (!response.startsWith("e2e-pass-")) errors = ["invalid-input-response"];
  if (response) spentTokens.add(response);
  const success = errors.length === 0;
  turnstileChecks.push({ response, remoteip: form.get("remoteip"), success });
  return success ? { success, "error-codes": [] } : { success, "error-codes": errors };
}

/** As docs/DEPLOY.md says: `t=…,sha256=…` over "<t>.<body>", at most 5 minutes old. */
function verifies(body, signature) {
  const match = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/.exec(
    typeof signature === "string" ? signature : "",
  );
  if (!match) return false;
  if (Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.`).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], "hex"));
}

function json(res, status, value) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://receiver");
    if (req.method === "POST" && url.pathname === "/hooks/contact") {
      let payload = null;
      try {
        payload = JSON.parse(body.toString("utf8"));
      } catch {
        // Recorded as null; the test sees it.
      }
      const email = payload?.email;
      const left = plans.get(email) ?? 0;
      const status = left > 0 ? 500 : 200;
      if (left > 0) plans.set(email, left - 1);
      deliveries.push({
        payload,
        signatureValid: verifies(body, req.headers["x-gurukul-signature"]),
        delivery: req.headers["x-gurukul-delivery"] ?? null,
        status,
      });
      return json(res, status, { ok: status === 200 });
    }
    if (req.method === "POST" && url.pathname === "/plan") {
      const { email, failures } = JSON.parse(body.toString("utf8"));
      plans.set(email, failures);
      return json(res, 200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/deliveries") {
      const email = url.searchParams.get("email");
      return json(
        res,
        200,
        deliveries.filter((entry) => entry.payload?.email === email),
      );
    }
    if (req.method === "POST" && url.pathname === "/turnstile/v0/siteverify") {
      return json(res, 200, siteverify(new URLSearchParams(body.toString("utf8"))));
    }
    if (req.method === "GET" && url.pathname === "/turnstile/checks") {
      return json(res, 200, turnstileChecks);
    }
    if (req.method === "GET" && url.pathname === "/") return json(res, 200, { ok: true });
    json(res, 404, { error: "not found" });
  });
}).listen(port, "127.0.0.1");
