/** GET admin/message-caps (issue 29 item 6, ADR 0057): the numbers that reached the daily message cap. */
import { z } from 'zod';
import { cappedMessageKinds } from './message-rules.ts';

export const messageCapsResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Messages per recipient per business day. */
  cap: z.number().int(),
  recipients: z.array(
    z.object({
      /** International digits (9665…). */
      mobile: z.string(),
      date: z.string(),
      sent: z.number().int(),
      /** Requests refused with 429 that day. */
      refused: z.number().int(),
      last_refused_kind: z.enum(cappedMessageKinds).nullable(),
      last_refused_at: z.string().nullable(),
    }),
  ),
});
export type MessageCapsResponse = z.infer<typeof messageCapsResponse>;
