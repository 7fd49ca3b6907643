/**
 * Web push (issue 12, item 6): a notification sent to a browser through its push service (RFC 8030), the payload
 * encrypted for that browser (RFC 8291) and the request signed with our VAPID key (RFC 8292).
 */
export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What the service worker shows: already in the customer's language. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** `gone`: the push service says the subscription no longer exists (404/410): forget it. */
export type PushResult = { status: 'sent' } | { status: 'gone' };

export type PushSender = {
  readonly name: string;
  /** The VAPID public key browsers subscribe with (base64url), or null when push is off. */
  readonly publicKey: string | null;
  send(subscription: PushSubscription, message: PushMessage): Promise<PushResult>;
};

/** Push services we send to: a subscription naming any other host is refused (no requests to arbitrary URLs). */
export const defaultPushHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) return false;
  return hosts.some((host) =>
    host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.host === host || url.hostname === host,
  );
}
