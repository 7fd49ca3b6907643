import { describe, expect, it } from 'vitest';
import { displayPhone, telHref, whatsappHref } from './phone';

describe('phone links', () => {
  it('builds tel: and wa.me links from a stored number', () => {
    expect(telHref('+966 55 123 4567')).toBe('tel:+966551234567');
    expect(whatsappHref('+966551234567')).toBe('https://wa.me/966551234567');
  });

  it('groups Saudi numbers for reading and leaves others alone', () => {
    expect(displayPhone('+966551234567')).toBe('+966 55 123 4567');
    expect(displayPhone('+966112881450')).toBe('+966 11 288 1450');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
