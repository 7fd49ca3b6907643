import { z } from 'zod';

/** Unpadded base64url of exactly `bytes` bytes (65 → 87 characters, 16 → 22): checked without Buffer (browsers). */
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `${bytes} bytes, base64url`);

/** What `PushSubscription.toJSON()` gives in the browser (issue 12, web push). */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(1000),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().url().max(1000) });

/** `public_key`: the VAPID application server key to subscribe with; null when web push is off. */
export const pushConfigResponse = z.object({ public_key: z.string().nullable() });
