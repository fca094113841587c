import { generateKeyPairSync, sign } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { nowSeconds } from "../../src/jwt/tokens";
import { testBackendForFile } from "../support/backend";

const backend = testBackendForFile();
let user: { id: string; accessToken: string };

beforeAll(async () => {
  const signedIn = await backend().signedIn();
  const session = (await signedIn.client.auth.getSession()).data.session!;
  user = { id: signedIn.id, accessToken: session.access_token };
}, 30_000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function claims(overrides: Record<string, unknown> = {}) {
  return {
    sub: user.id,
    role: "authenticated",
    aud: "authenticated",
    iat: nowSeconds(),
    exp: nowSeconds() + 600,
    session_id: JSON.parse(Buffer.from(user.accessToken.split(".")[1]!, "base64url").toString())
      .session_id,
    ...overrides,
  };
}

function forged(): Record<string, string> {
  const kid = JSON.parse(Buffer.from(user.accessToken.split(".")[0]!, "base64url").toString()).kid;
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const input = `${b64({ alg: "ES256", typ: "JWT", kid })}.${b64(claims({ role: "service_role" }))}`;
  const signature = sign("sha256", Buffer.from(input), {
    key: privateKey,
    dsaEncoding: "ieee-p1363",
  });
  const [header, payload] = user.accessToken.split(".");
  const tampered = `${header}.${b64({ ...claims(), role: "service_role" })}.${user.accessToken.split(".")[2]}`;
  return {
    malformed: "not-a-jwt",
    "malformed segments": "abc.def.ghi",
    "alg none": `${b64({ alg: "none", typ: "JWT" })}.${b64(claims({ role: "service_role" }))}.`,
    HS256: `${b64({ alg: "HS256", typ: "JWT" })}.${payload}.${signature.toString("base64url")}`,
    "wrong key": `${input}.${signature.toString("base64url")}`,
    "tampered payload": tampered,
    expired: backend().standIn.signJwt(claims({ exp: nowSeconds() - 5, iat: nowSeconds() - 100 })),
    "not yet valid": backend().standIn.signJwt(claims({ nbf: nowSeconds() + 600 })),
    "nbf not a number": backend().standIn.signJwt(claims({ nbf: "soon" })),
  };
}

async function restStatus(token: string) {
  const response = await fetch(`${backend().standIn.url}/rest/v1/users?select=*`, {
    headers: { apikey: backend().standIn.anonKey, Authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: string },
    www: response.headers.get("www-authenticate"),
  };
}

describe("JWT checks", () => {
  it("accepts the user's own token and the API keys", async () => {
    const own = await restStatus(user.accessToken);
    expect(own.status).toBe(200);
    expect((await restStatus(backend().standIn.anonKey)).status).toBe(401);
    expect((await restStatus(backend().standIn.serviceRoleKey)).status).toBe(200);
  });

  it("rejects malformed, unsigned, wrongly signed, tampered and expired tokens with 401 on /rest/v1", async () => {
    const tokens = {
      ...forged(),
      "role not allowed": backend().standIn.signJwt(claims({ role: "postgres" })),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const { status, body, www } = await restStatus(token);
      expect(status, name).toBe(401);
      const timing = { expired: "JWT expired", "not yet valid": "JWT not yet valid" }[name];
      expect(body.code, name).toBe(timing ? "PGRST303" : "PGRST301");
      if (timing) expect(body, name).toMatchObject({ message: timing });
      expect(www, name).toContain('error="invalid_token"');
    }
  });

  it("rejects the same tokens on /auth/v1/user", async () => {
    for (const [name, token] of Object.entries(forged())) {
      const { data, error } = await backend().anon().auth.getUser(token);
      expect(data.user, name).toBeNull();
      expect(error, name).not.toBeNull();
      const response = await fetch(`${backend().standIn.url}/auth/v1/user`, {
        headers: { apikey: backend().standIn.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(response.status, name).toBe(403);
      const body = (await response.json()) as { code: string; msg: string };
      expect(body.code, name).toBe("bad_jwt");
      if (name === "not yet valid") expect(body.msg).toMatch(/token is not valid yet$/);
    }
  });

  it("asks for a key when a request has none", async () => {
    const response = await fetch(`${backend().standIn.url}/rest/v1/users`);
    expect(response.status).toBe(401);
    const user = await fetch(`${backend().standIn.url}/auth/v1/user`);
    expect(user.status).toBe(401);
    expect(((await user.json()) as { code: string }).code).toBe("no_authorization");
  });
});
