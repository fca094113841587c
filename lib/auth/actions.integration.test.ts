import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { testBackendForFile } from "@gurukul/embedded-supabase/testing";

import { initialFormState, type FormState } from "@/lib/auth/form-state";
import { network, rotating } from "@/test/support/addresses";
import { pointSiteAt } from "@/test/support/site-backend";

// Next's marker package throws outside the React server runtime; the actions run in Node here.
vi.mock("server-only", () => ({}));

// The request the action answers: a visitor's headers and an empty cookie jar, as Next hands them.
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({ "x-forwarded-for": rotating(network()), host: "localhost:3000" }),
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}));

const backend = testBackendForFile();

// Node 20 has no global WebSocket, and the site's server client (realtime-js) will not start
// without one; nothing here opens a socket.
const hadWebSocket = "WebSocket" in globalThis;
// The site's server code talks to this file's backend, without the human check.
const savedEnv = { ...process.env };
beforeAll(() => {
  // A worker keeps modules between files: the actions' helpers may already hold Next's own
  // `next/headers`, so they are loaded afresh here, with the request above.
  vi.resetModules();
  if (!hadWebSocket) vi.stubGlobal("WebSocket", class NoWebSocket {});
  pointSiteAt(backend().standIn);
  delete process.env.TURNSTILE_SITE_KEY;
});
afterAll(() => {
  if (!hadWebSocket) vi.unstubAllGlobals();
  process.env = savedEnv;
});

function posted(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the log-in action answers in the posted language", { timeout: 60_000 }, () => {
  const signIn = async (fields: Record<string, string>) => {
    const { signInAction } = await import("@/lib/auth/actions");
    return signInAction(initialFormState as FormState<"email" | "password">, posted(fields));
  };
  const stranger = () => ({
    email: `nobody-${randomUUID()}@example.com`,
    password: "not-theirs-1",
  });

  it("refuses a wrong password in Hindi for a Hindi page", async () => {
    const answer = await signIn({ ...stranger(), locale: "hi" });
    expect(answer.success).toBe(false);
    expect(answer.message).toEqual({
      title: "लॉग इन नहीं हो पाया",
      description: "ईमेल या पासवर्ड सही नहीं है।",
    });
  });

  it("refuses it in the backend's English words otherwise", async () => {
    for (const locale of ["en", "fr", ""]) {
      const answer = await signIn({ ...stranger(), locale });
      expect(answer.message).toEqual({
        title: "Login failed",
        description: "Invalid login credentials",
      });
    }
  });

  it("says what a field lacks in the page's language", async () => {
    const hindi = await signIn({ email: "", password: "", locale: "hi" });
    expect(hindi.fieldErrors).toEqual({
      email: "कृपया अपना ई-मेल पता लिखें।",
      password: "कृपया अपना पासवर्ड लिखें।",
    });
    const english = await signIn({ email: "", password: "" });
    expect(english.fieldErrors).toEqual({
      email: "Please enter your e-mail address.",
      password: "Please enter your password.",
    });
  });
});

describe("the reset request answers in the posted language", { timeout: 60_000 }, () => {
  it("says to check the e-mail in Hindi, and in English otherwise", async () => {
    const { requestPasswordResetAction } = await import("@/lib/auth/actions");
    const ask = (locale: string) =>
      requestPasswordResetAction(
        initialFormState as FormState<"email">,
        posted({ email: `reader-${randomUUID()}@example.com`, locale }),
      );
    expect((await ask("hi")).message?.title).toBe("अपना ईमेल देखें");
    expect((await ask("en")).message).toEqual({
      title: "Check your e-mail",
      description:
        "If an account exists for that e-mail, we've sent a link to reset your password.",
    });
  });
});
