/** Builds the WhatsApp channel config.ts chose (the demo: the console channel; off: none, every message by SMS). */
import type { Config } from '../../config.ts';
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
  const base = { appSecret, verifyToken };
  if (channel.provider === 'cloud')
    return {
      ...base,
      channel: createCloudApiChannel({
        token: channel.token,
        phoneNumberId: channel.phoneNumberId,
        baseUrl: channel.baseUrl,
      }),
    };
  // A demo start always has the console channel, so its outbox shows both channels (ADR 0056).
  if (channel.provider === 'console' || config.DEMO) {
    const console = createConsoleWhatsApp({ log });
    return { ...base, channel: console, console };
  }
  return { ...base, channel: null };
}
