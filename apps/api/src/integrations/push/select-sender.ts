import type { Config } from '../../config.ts';
import { defaultPushHosts, type PushSender } from './interface.ts';
import { createMemorySender } from './memory-sender.ts';
import { createWebPushSender } from './web-push-sender.ts';

/** Web push with VAPID keys from config; without them the in-memory sender (push offered to nobody). */
export function selectPushSender(config: Config, log: (line: string) => void): PushSender {
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new Error('Web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither)');
  }
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return createWebPushSender({
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    });
  }
  return createMemorySender(log);
}

export const pushHosts = (config: Config) =>
  config.PUSH_ENDPOINT_HOSTS
    ? config.PUSH_ENDPOINT_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : defaultPushHosts;
