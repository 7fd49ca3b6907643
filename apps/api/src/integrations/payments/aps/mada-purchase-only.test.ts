/**
 * mada is never authorised for later (issue 27; ADR 0052, 0062): every path that charges a card sends a PURCHASE
 * (captured at once) and never turns 3-D Secure off — checked on the wire against the fake APS, and in the code
 * (no adapter or payment module names the AUTHORIZATION command or check_3ds=NO).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useApsHarness } from '../../../test/payments-aps-harness.ts';
import { FAKE_APS_CARDS } from './fake-aps-server.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|^fake-/.test(entry.name) ? [path] : [];
  });

describe('mada: PURCHASE only, always 3-D Secure', () => {
  const h = useApsHarness();

  it('a saved mada card, authenticated or not, is charged with a PURCHASE that leaves 3-D Secure on', async () => {
    const card = await h.tokenize(FAKE_APS_CARDS.mada);
    expect(card.card.brand).toBe('MADA');
    for (const authenticate of [true, false]) {
      const request = h.purchaseFor(card.card.token, { savedCard: true, authenticate });
      await h.provider.purchase(request);
      const sent = h.fake.orders.get(request.reference)!.request;
      expect(sent.command).toBe('PURCHASE');
      expect(sent.eci).toBe('ECOMMERCE');
      expect(sent.check_3ds).toBeUndefined();
    }
    expect(h.fake.transactions.map((tx) => tx.command)).not.toContain('AUTHORIZATION');
  });

  it('no payment adapter or payment module can send AUTHORIZATION or turn 3-D Secure off', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const files = [
      ...sources(join(root, 'integrations', 'payments')),
      ...sources(join(root, 'modules', 'payments')),
    ];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/['"`]AUTHORIZATION['"`]/);
      expect(code, file).not.toMatch(/check_3ds['"`]?\s*[:=]\s*['"`]NO/);
    }
  });
});
