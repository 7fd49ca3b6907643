/** Builds the WhatsApp channel config.ts chose (the demo: the console channel; off: none, every message by SMS). */
import type { Config } from '../../config.ts';
import { demoAppSecret, demoVerifyToken } from '../../config/whatsapp.ts';
import { createCloudApiChannel } from './cloud-adapter.ts';
import { createConsoleWhatsApp, type ConsoleWhatsApp } from './console-channel.ts';
import type { WhatsAppChannel } from './interface.ts';

export type SelectedWhatsApp = {
  channel: WhatsAppChannel | null;
  console?: ConsoleWhatsApp;
  appSecret: string;
  verifyToken: string;
};

export function selectWhatsAppChannel(
  config: Pick<Config, 'whatsapp' | 'DEMO'>,
  log?: (line: string) => void,
): SelectedWhatsApp {
  const { channel, appSecret, verifyToken } = config.whatsapp;
  if (channel.provider === 'cloud')
    return {
      appSecret,
      verifyToken,
      channel: createCloudApiChannel({
        token: channel.token,
        phoneNumberId: channel.phoneNumberId,
        baseUrl: channel.baseUrl,
      }),
    };
  // A demo start always has the console channel, so its outbox shows both channels (ADR 0056); its taps are signed
  // with the public demo secret unless one is set.
  if (channel.provider === 'console' || config.DEMO) {
    const console = createConsoleWhatsApp({ log });
    return {
      appSecret: appSecret || demoAppSecret,
      verifyToken: verifyToken || demoVerifyToken,
      channel: console,
      console,
    };
  }
  // No WhatsApp: no secret and no token, so the webhook refuses every post (401) and handshake (403).
  return { appSecret: '', verifyToken: '', channel: null };
}
