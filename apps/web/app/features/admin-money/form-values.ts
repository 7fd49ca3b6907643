/**
 * What the money forms hold (text as typed: SAR as decimals, whole numbers, in Latin or Arabic digits) and how it
 * becomes an API body (integer halalas). Messages are `admin` keys (money.json), shown next to their fields.
 */
import { z } from 'zod';
import { parseWhole, sarToHalalas } from '@hajz/contracts/sar-input';

export const sar = z
  .string()
  .trim()
  .refine((v) => sarToHalalas(v) !== null, { message: 'money:form.amount' });
export const optionalSar = z
  .string()
  .trim()
  .refine((v) => v === '' || sarToHalalas(v) !== null, { message: 'money:form.amount' });
export const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        const n = parseWhole(v);
        return n !== null && n >= min && n <= max;
      },
      { message },
    );
export const optionalWhole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        if (v === '') return true;
        const n = parseWhole(v);
        return n !== null && n >= min && n <= max;
      },
      { message },
    );
export const name = z
  .string()
  .trim()
  .min(1, { message: 'money:form.name' })
  .max(80, { message: 'money:form.name' });
export const reason = z
  .string()
  .trim()
  .min(3, { message: 'money:form.reason' })
  .max(500, { message: 'money:form.reason' });

/** Halalas from a field that passed `sar`. */
export const halalas = (text: string) => sarToHalalas(text)!;
export const halalasOrNull = (text: string) => (text.trim() === '' ? null : sarToHalalas(text)!);
export const wholeOf = (text: string) => parseWhole(text)!;
export const wholeOrNull = (text: string) => (text.trim() === '' ? null : parseWhole(text)!);
