import { CONTACT_TEAM_EMAIL } from "../playwright.config";
import { mailTo } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { rows, uniqueAddress, uniqueIp, type ContactRow } from "./forms-helpers";

test("a stored contact message is e-mailed to the team, reply-to the visitor @desktop", async ({
  request,
}) => {
  const email = uniqueAddress("notify");
  const subject = `Seats for our cohort ${email}`;
  const response = await request.post("/api/contact", {
    headers: { "x-forwarded-for": uniqueIp(), "content-type": "application/json" },
    data: { name: "Kavya Menon", email, subject, message: "We would like 40 seats." },
  });
  expect(response.status()).toBe(201);
  expect(await rows<ContactRow>("contact_messages", `email=eq.${email}`)).toHaveLength(1);

  await expect
    .poll(async () =>
      (await mailTo(CONTACT_TEAM_EMAIL)).find((mail) => mail.subject.includes(email)),
    )
    .toMatchObject({
      source: "site",
      to: CONTACT_TEAM_EMAIL,
      replyTo: email,
      subject: `Contact message: ${subject}`,
      text: expect.stringContaining("We would like 40 seats."),
    });
});
