import { describe, expect, it } from "vitest";

import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain values alone", () => {
    expect(csvField("asha@example.com")).toBe("asha@example.com");
    expect(csvField(42)).toBe("42");
    expect(csvField(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    ],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("neutralises text that a spreadsheet would run as a formula: %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("keeps negative numbers and formula characters inside the text as they are", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField("Asha = Rao")).toBe("Asha = Rao");
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-terminated line per row", () => {
    const csv = toCsv(
      [
        { header: "email", value: (row: { email: string; n: number }) => row.email },
        { header: "n", value: (row) => row.n },
      ],
      [
        { email: "a@example.com", n: 1 },
        { email: "b,c@example.com", n: 2 },
      ],
    );
    expect(csv).toBe('email,n\r\na@example.com,1\r\n"b,c@example.com",2\r\n');
  });
});
