/** Picks the SMS provider from the environment at startup; a real provider with missing settings fails loudly. */
import { createConsoleProvider, type ConsoleProvider } from './console-provider.ts';
import type { SmsProvider } from './interface.ts';
import { createTaqnyatProvider } from './taqnyat-provider.ts';
import { createUnifonicProvider } from './unifonic-provider.ts';

/** `default: null` means there is none: the variable is required when its provider is chosen. */
export type SmsEnvVar = { name: string; default: string | null; meaning: string };

/** Every SMS setting, for the README's configuration table. */
export const smsEnvVars: readonly SmsEnvVar[] = [
  {
    name: 'SMS_PROVIDER',
    default: 'console',
    meaning:
      'Which gateway sends text messages: console (logs each message and keeps it in memory; for development), unifonic or taqnyat.',
  },
  {
    name: 'UNIFONIC_APP_SID',
    default: null,
    meaning: 'Unifonic application id (AppSid). Secret. Required when SMS_PROVIDER=unifonic.',
  },
  {
    name: 'UNIFONIC_SENDER_ID',
    default: null,
    meaning: 'Registered Unifonic sender name. Required when SMS_PROVIDER=unifonic.',
  },
  {
    name: 'UNIFONIC_BASE_URL',
    default: 'https://el.cloud.unifonic.com',
    meaning: 'Unifonic API origin (change only for a test server).',
  },
  {
    name: 'TAQNYAT_TOKEN',
    default: null,
    meaning: 'Taqnyat API bearer token. Secret. Required when SMS_PROVIDER=taqnyat.',
  },
  {
    name: 'TAQNYAT_SENDER',
    default: null,
    meaning: 'Registered Taqnyat sender name. Required when SMS_PROVIDER=taqnyat.',
  },
  {
    name: 'TAQNYAT_BASE_URL',
    default: 'https://api.taqnyat.sa',
    meaning: 'Taqnyat API origin (change only for a test server).',
  },
];

export type SelectedSms = { provider: SmsProvider; console?: ConsoleProvider };

type Env = Record<string, string | undefined>;

export function selectSmsProvider(env: Env, log?: (line: string) => void): SelectedSms {
  const choice = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'console';
  switch (choice) {
    case 'console': {
      const provider = createConsoleProvider({ log });
      return { provider, console: provider };
    }
    case 'unifonic':
      return {
        provider: createUnifonicProvider({
          appSid: required(env, 'UNIFONIC_APP_SID', choice),
          senderId: required(env, 'UNIFONIC_SENDER_ID', choice),
          baseUrl: optional(env, 'UNIFONIC_BASE_URL'),
        }),
      };
    case 'taqnyat':
      return {
        provider: createTaqnyatProvider({
          token: required(env, 'TAQNYAT_TOKEN', choice),
          sender: required(env, 'TAQNYAT_SENDER', choice),
          baseUrl: optional(env, 'TAQNYAT_BASE_URL'),
        }),
      };
    default:
      throw new Error(`SMS_PROVIDER must be one of console, unifonic, taqnyat; got "${env.SMS_PROVIDER}"`);
  }
}

function required(env: Env, name: string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when SMS_PROVIDER=${provider}`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}
