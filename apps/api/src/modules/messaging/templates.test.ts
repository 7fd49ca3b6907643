/** The templates an owner submits to Meta, and what an intent renders to (ADR 0056): pure, no app. */
import { describe, expect, it } from 'vitest';
import { parsePayload, payloadOf, safeName, type Intent } from './intents.ts';
import { renderSms, renderWhatsApp } from './render.ts';
import { buttonTitles, cutParameter, templates, templateParameters } from './templates.ts';

describe('the templates file', () => {
  it.each(Object.entries(templates))('%s follows Meta’s rules in both languages', (_kind, template) => {
    expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
    for (const text of Object.values(template.text)) {
      const used = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      // Every parameter once, numbered 1..n in order.
      expect(used).toEqual(template.parameters.map((_, i) => i + 1));
      expect(text.length).toBeLessThanOrEqual(1024);
      if (template.category !== 'AUTHENTICATION') {
        expect(text).not.toMatch(/^\s*\{\{/);
        expect(text).not.toMatch(/\}\}\s*[.!]?\s*$/);
      }
      expect(text).not.toMatch(/\}\}\s*\{\{/);
    }
  });

  it('button titles fit Meta’s 25 characters', () => {
    for (const titles of Object.values(buttonTitles))
      for (const title of Object.values(titles)) expect(title.length).toBeLessThanOrEqual(25);
  });
});

describe('parameters', () => {
  it('are cut on a character boundary, flattened, never empty', () => {
    const long = 'ب'.repeat(59) + '😀😀';
    const cut = cutParameter(long, 60);
    expect(Array.from(cut)).toHaveLength(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\uD83D$/);
    expect(cutParameter('a\nb\t\t     c', 60)).toBe('a b c');
    expect(cutParameter('   ', 60)).toBe('-');
  });

  it('a name longer than Meta allows is cut, not rejected', () => {
    const params = {
      business: 'x'.repeat(500),
      number: 'HZ1',
      date: '2026-12-01',
      time: '10:00',
      branch: 'B',
    };
    const [business] = templateParameters('booking_confirmed', params);
    expect(Array.from(business!)).toHaveLength(60);
  });
});

describe('what a message may carry', () => {
  it('a sender’s name: letters only — no link, no number, no dots', () => {
    expect(safeName('Sara http://evil.example/x 0551234567')).toBe('Sara httpevilexamplex');
    expect(safeName('www.phish.sa')).toBe('wwwphishsa');
    expect(safeName("نورة آل-سعود O'Neil")).toBe("نورة آل-سعود O'Neil");
  });

  it('a gift intent renders no link but ours on either channel', () => {
    const gift: Intent<'gift_received'> = {
      kind: 'gift_received',
      to: '966500000001',
      locale: 'en',
      key: 'k',
      params: {
        business: 'Rawnaq',
        sender: safeName('Ali see bit.ly/free'),
        link: 'https://hajz.example/gift-list?gift=1',
      },
    };
    const sms = renderSms(gift);
    const chat = renderWhatsApp(gift).body;
    for (const text of [sms, chat]) {
      expect(text.match(/https?:\/\/\S+|\b\w+\.\w{2,}\/\S*/g)).toEqual([
        'https://hajz.example/gift-list?gift=1',
      ]);
      expect(text).toContain('Ali see bitlyfree sent you a gift');
    }
  });

  it('button payloads name the action and its target, and nothing else parses', () => {
    expect(parsePayload(payloadOf('cancel', 42))).toEqual({ action: 'cancel', target: 42 });
    expect(parsePayload(payloadOf('reschedule', 7))).toEqual({ action: 'reschedule', target: 7 });
    expect(parsePayload(payloadOf('take', 9))).toEqual({ action: 'take', target: 9 });
    expect(parsePayload('booking.cancel:1; drop')).toBeNull();
    expect(parsePayload('booking.delete:1')).toBeNull();
  });

  it('a WhatsApp confirmation writes the date and time as the SMS does, in its language', () => {
    const intent: Intent<'booking_confirmed'> = {
      kind: 'booking_confirmed',
      to: '966500000001',
      locale: 'ar',
      key: 'k',
      target: 5,
      params: { business: 'رونق', number: 'HZ1', date: '2026-12-01', time: '15:30', branch: 'العليا' },
    };
    const rendered = renderWhatsApp(intent);
    expect(rendered.parameters[2]).not.toBe('2026-12-01');
    expect(renderSms(intent)).toContain(rendered.parameters[2]!);
    expect(renderSms(intent)).toContain(rendered.parameters[3]!);
    expect(rendered.buttons.map((b) => b.payload)).toEqual(['booking.reschedule:5', 'booking.cancel:5']);
  });
});
