import { afterEach, describe, expect, it, vi } from "vitest";

import { postJson } from "./post-json";

function answerWith(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postJson", () => {
  it("sends the payload as a JSON POST and reports success on a 2xx answer", async () => {
    const fetchMock = answerWith(new Response(null, { status: 201 }));

    await expect(postJson("/api/subscribe", { email: "a@example.com" })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email":"a@example.com"}',
    });
  });

  it("returns the code and the field errors of the API's error body", async () => {
    answerWith(
      Response.json(
        {
          error: {
            code: "invalid_input",
            message: "Check the highlighted fields.",
            fields: { email: ["Please enter a valid e-mail address."], name: [42, "Too long."] },
          },
        },
        { status: 400 },
      ),
    );

    await expect(postJson("/api/contact", {})).resolves.toEqual({
      ok: false,
      code: "invalid_input",
      fieldErrors: { email: ["Please enter a valid e-mail address."], name: ["Too long."] },
    });
  });

  it("fails without field errors when the body is not the error shape", async () => {
    answerWith(new Response("<html>Not found</html>", { status: 404 }));
    await expect(postJson("/api/contact", {})).resolves.toEqual({
      ok: false,
      code: null,
      fieldErrors: {},
    });

    answerWith(Response.json({ error: "rate limited" }, { status: 429 }));
    await expect(postJson("/api/contact", {})).resolves.toEqual({
      ok: false,
      code: null,
      fieldErrors: {},
    });
  });

  it("fails instead of throwing when the network is down", async () => {
    answerWith(new TypeError("Failed to fetch"));
    await expect(postJson("/api/contact", {})).resolves.toEqual({
      ok: false,
      code: null,
      fieldErrors: {},
    });
  });
});
