import { afterEach, describe, expect, it } from "vitest";

import { requestIdOf } from "@/lib/http/request-context";
import { withRequest } from "@/lib/http/with-request";
import { captureLog } from "@/test/support/capture-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let capture: ReturnType<typeof captureLog> | null = null;
function lines() {
  capture ??= captureLog();
  return capture;
}
afterEach(() => {
  capture?.restore();
  capture = null;
});

const request = (path: string, init?: RequestInit) =>
  new Request(`http://127.0.0.1:3000${path}`, init);

describe("withRequest", () => {
  it("sets the settled id on the answer and logs one request line without the query", async () => {
    const log = lines();
    let seen = "";
    const handler = withRequest(async (incoming: Request) => {
      seen = requestIdOf(incoming.headers);
      return Response.json({ ok: true }, { status: 201 });
    });
    const response = await handler(
      request("/api/subscribe?token=secret-token-value", {
        method: "POST",
        headers: { "x-request-id": "chosen-by-visitor" },
      }),
    );
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(seen).toBe(id);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "info",
        event: "request",
        requestId: id,
        method: "POST",
        route: "/api/subscribe",
        status: 201,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(log.lines())).not.toMatch(/secret-token-value|chosen-by-visitor/);
  });

  it("logs a 5xx answer at error", async () => {
    const log = lines();
    const handler = withRequest(() => new Response(null, { status: 503 }));
    await handler(request("/api/news"));
    expect(log.lines()).toEqual([expect.objectContaining({ level: "error", status: 503 })]);
  });

  it("answers a thrown error with a 500 error body referencing the id, and logs its stack", async () => {
    const log = lines();
    const handler = withRequest(async (): Promise<Response> => {
      throw new Error("handler broke");
    });
    const response = await handler(request("/api/news"));
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    expect(await response.json()).toEqual({
      error: { code: "internal_error", message: expect.any(String), reference: id },
    });
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: "error",
        event: "request",
        requestId: id,
        status: 500,
        err: expect.objectContaining({
          message: "handler broke",
          stack: expect.stringContaining("with-request.test.ts"),
        }),
      }),
    ]);
  });

  it("keeps a quiet route's 2xx lines below the default level, but not its failures", async () => {
    const log = lines();
    let status = 200;
    const handler = withRequest(() => new Response(null, { status }), { quiet: true });
    await handler(request("/api/health"));
    // Nothing at the default level (`LOG_LEVEL=debug` shows it).
    expect(log.lines().filter((line) => line.level !== "debug")).toEqual([]);
    status = 503;
    await handler(request("/api/health"));
    expect(log.lines().filter((line) => line.level !== "debug")).toEqual([
      expect.objectContaining({ level: "error", status: 503 }),
    ]);
  });

  it("sets the id on an answer with immutable headers, keeping its status and headers", async () => {
    lines();
    const handler = withRequest(() => Response.redirect("http://127.0.0.1:3000/login", 303));
    const response = await handler(request("/api/unsubscribe"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3000/login");
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("passes a streamed body on unread, and logs once the handler has answered", async () => {
    const log = lines();
    let more: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("first "));
        more = () => {
          controller.enqueue(new TextEncoder().encode("second"));
          controller.close();
        };
      },
    });
    const handler = withRequest(() => new Response(body, { status: 200 }));
    const response = await handler(request("/supabase/rest/v1/ai_news"));
    expect(log.lines()).toHaveLength(1);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("first ");
    more!();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("second");
  });
});
