import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { smsEnvVars } from '../../config/sms.ts';
import { selectSmsProvider } from './select-provider.ts';

describe('selectSmsProvider', () => {
  it('defaults to the console provider and exposes its outbox', async () => {
    const lines: string[] = [];
    const { provider, console: outbox } = selectSmsProvider(loadConfig({}), (line) => lines.push(line));
    expect(provider.name).toBe('console');
    await provider.send({ to: '966500000001', body: 'hi' });
    expect(outbox?.outbox('966500000001')).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('names the missing variable for a real provider instead of falling back', () => {
    expect(() =>
      selectSmsProvider(loadConfig({ SMS_PROVIDER: 'unifonic', UNIFONIC_SENDER_ID: 'Hajz' })),
    ).toThrow(/UNIFONIC_APP_SID/);
    expect(() => selectSmsProvider(loadConfig({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'x' }))).toThrow(
      /UNIFONIC_SENDER_ID/,
    );
    expect(() =>
      selectSmsProvider(loadConfig({ SMS_PROVIDER: 'taqnyat', TAQNYAT_SENDER: 'Hajz', TAQNYAT_TOKEN: ' ' })),
    ).toThrow(/TAQNYAT_TOKEN/);
    expect(() => selectSmsProvider(loadConfig({ SMS_PROVIDER: 'taqnyat', TAQNYAT_TOKEN: 't' }))).toThrow(
      /TAQNYAT_SENDER/,
    );
  });

  it('rejects an unknown provider name', () => {
    expect(() => selectSmsProvider(loadConfig({ SMS_PROVIDER: 'twilio' }))).toThrow(/SMS_PROVIDER/);
  });

  it('builds the chosen real provider from a complete environment', () => {
    const unifonic = selectSmsProvider(
      loadConfig({
        SMS_PROVIDER: 'unifonic',
        UNIFONIC_APP_SID: 'sid',
        UNIFONIC_SENDER_ID: 'Hajz',
      }),
    );
    expect(unifonic.provider.name).toBe('unifonic');
    expect(unifonic.console).toBeUndefined();
    const taqnyat = selectSmsProvider(
      loadConfig({
        SMS_PROVIDER: 'Taqnyat',
        TAQNYAT_TOKEN: 't',
        TAQNYAT_SENDER: 'Hajz',
      }),
    );
    expect(taqnyat.provider.name).toBe('taqnyat');
  });

  it('lists every variable it reads, once, with a meaning', () => {
    const names = smsEnvVars.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'SMS_PROVIDER',
        'UNIFONIC_APP_SID',
        'UNIFONIC_SENDER_ID',
        'UNIFONIC_BASE_URL',
        'TAQNYAT_TOKEN',
        'TAQNYAT_SENDER',
        'TAQNYAT_BASE_URL',
      ]),
    );
    for (const v of smsEnvVars) expect(v.meaning.length).toBeGreaterThan(10);
  });
});
