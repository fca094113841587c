import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { contactReceiptMail } = await import("./contact-receipt");

const ORIGIN = "http://127.0.0.1:4123";

describe("contactReceiptMail", () => {
  it("names the message's reference and when a reply comes, in the form's language", () => {
    const english = contactReceiptMail("kavya@example.com", "3FA9C01B7E", "en", ORIGIN);
    expect(english.subject).toBe("We have your message (reference 3FA9C01B7E)");
    expect(english.text).toContain("Its reference is 3FA9C01B7E.");
    expect(english.text).toContain("within two working days");
    expect(english.html).toContain('<html lang="en" dir="ltr">');

    const hindi = contactReceiptMail("kavya@example.com", "3FA9C01B7E", "hi", ORIGIN);
    expect(hindi.subject).toBe("हमें आपका संदेश मिल गया है (रेफ़रेंस 3FA9C01B7E)");
    expect(hindi.text).toContain("इसका रेफ़रेंस 3FA9C01B7E है।");
    expect(hindi.text).toContain("दो कामकाजी दिनों के अंदर");
    expect(hindi.html).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.html).toContain(`Gurukul Code · पुणे, भारत · <a href="${ORIGIN}"`);
    // No link: the receipt leads nowhere a stranger could send someone.
    expect(hindi.link).toBe("");
  });
});
