/** Builds the SMS provider config.ts chose; its settings were checked at start (config/sms.ts). */
import type { Config } from '../../config.ts';
import { createConsoleProvider, type ConsoleProvider } from './console-provider.ts';
import type { SmsProvider } from './interface.ts';
import { createTaqnyatProvider } from './taqnyat-provider.ts';
import { createUnifonicProvider } from './unifonic-provider.ts';

export type SelectedSms = { provider: SmsProvider; console?: ConsoleProvider };

export function selectSmsProvider(config: Pick<Config, 'sms'>, log?: (line: string) => void): SelectedSms {
  const { sms } = config;
  switch (sms.provider) {
    case 'console': {
      const provider = createConsoleProvider({ log });
      return { provider, console: provider };
    }
    case 'unifonic':
      return {
        provider: createUnifonicProvider({
          appSid: sms.appSid,
          senderId: sms.senderId,
          baseUrl: sms.baseUrl,
        }),
      };
    case 'taqnyat':
      return {
        provider: createTaqnyatProvider({ token: sms.token, sender: sms.sender, baseUrl: sms.baseUrl }),
      };
  }
}
