import { z } from "zod";

import type { OutgoingCode } from "@/lib/sms/gateways";

/** GoTrue stores numbers as digits without the `+`; either form is taken. */
const phoneNumber = z
  .string()
  .regex(/^\+?[1-9]\d{6,14}$/)
  .transform((phone) => (phone.startsWith("+") ? phone : `+${phone}`));

/**
 * GoTrue's Send SMS hook input: `{ user, sms: { otp } }`. The number is `sms.phone` where the
 * sender names it, else the user's pending new number for a `phone_change`, else the user's.
 */
const sendSmsHookSchema = z.object({
  user: z.object({
    phone: z.string().optional().nullable(),
    phone_change: z.string().optional().nullable(),
  }),
  sms: z.object({
    otp: z.string().regex(/^\d{4,10}$/),
    phone: z.string().optional(),
    sms_type: z.string().optional(),
    channel: z.enum(["sms", "whatsapp"]).optional(),
  }),
});

/** The code and where it goes, or null when the body is not a Send SMS hook's. */
export function outgoingCodeOf(body: unknown): OutgoingCode | null {
  const parsed = sendSmsHookSchema.safeParse(body);
  if (!parsed.success) return null;
  const { user, sms } = parsed.data;
  const changing = sms.sms_type === "phone_change" || (!user.phone && Boolean(user.phone_change));
  const destination = sms.phone || (changing ? user.phone_change : user.phone);
  const phone = phoneNumber.safeParse(destination);
  if (!phone.success) return null;
  return { phone: phone.data, code: sms.otp, channel: sms.channel ?? "sms" };
}
