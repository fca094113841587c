// The team's endpoint, as the e2e suite sees it: a real HTTP server on 127.0.0.1 that receives the
// contact webhook (see lib/forms/contact-webhook.ts), checks each signature as a receiver should,
// and can be told to fail a message's first attempts. Tests read what arrived:
//   POST /hooks/contact              a delivery (500 while the message's planned failures last)
//   POST /plan {"email","failures"}  fail the next N attempts for that sender
//   GET  /deliveries?email=…         [{ payload, signatureValid, delivery, status }]
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const port = Number(process.env.WEBHOOK_PORT);
const secret = process.env.WEBHOOK_SECRET ?? "";
const deliveries = [];
const plans = new Map();

/** As README's receiver steps say: `t=…,sha256=…` over "<t>.<body>", at most 5 minutes old. */
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
    if (req.method === "GET" && url.pathname === "/") return json(res, 200, { ok: true });
    json(res, 404, { error: "not found" });
  });
}).listen(port, "127.0.0.1");
