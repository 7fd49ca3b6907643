/**
 * Fatoora's answers as documented (developer portal API docs; shapes seen in ZATCA's community answers and the
 * public SDK ports), parsed at the edge so nothing untyped reaches the app:
 * - CSIDs (POST /compliance, POST and PATCH /production/csids): `{ requestID, tokenType?, dispositionMessage,
 *   binarySecurityToken, secret, errors }`.
 * - Documents (POST /compliance/invoices, POST /invoices/reporting/single): `{ validationResults: { infoMessages,
 *   warningMessages, errorMessages, status }, reportingStatus, clearanceStatus }`, with 200, 202 (warnings) or 400.
 * - Errors: `{ errors: [{ code, message }] }` (e.g. Invalid-OTP), or `{ code, message }` (e.g.
 *   Missing-ComplianceSteps), or `{ errors: ["…"] }`.
 */
import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const csidAnswer = z.object({
  requestID: z.union([z.number().int(), z.string().min(1)]).transform(String),
  dispositionMessage: text,
  binarySecurityToken: z.string().min(1),
  secret: z.string().min(1),
});

export const validationMessage = z.object({
  type: text,
  code: text,
  category: text,
  message: text,
  status: text,
});

const messages = z
  .array(validationMessage)
  .nullish()
  .transform((v) => v ?? []);

export const documentAnswer = z.object({
  validationResults: z.object({
    infoMessages: messages,
    warningMessages: messages,
    errorMessages: messages,
    status: z.string(),
  }),
  reportingStatus: z.enum(['REPORTED', 'NOT_REPORTED']).nullish(),
});

const codeAndMessage = z.object({ code: z.string().nullish(), message: z.string().nullish() });

export const errorAnswer = z.union([
  z.object({ errors: z.array(z.union([codeAndMessage, z.string()])).min(1) }),
  codeAndMessage.refine((v) => Boolean(v.code || v.message)),
]);

/** An error answer as (code, messages): the first code given, and every message. */
export function readErrors(body: unknown): { code: string | null; messages: string[] } | null {
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return null;
  const items = 'errors' in parsed.data ? parsed.data.errors : [parsed.data];
  const entries = items.map((item) =>
    typeof item === 'string'
      ? { code: null, message: item }
      : { code: item.code ?? null, message: item.message },
  );
  return {
    code: entries.find((e) => e.code)?.code ?? null,
    messages: entries.map((e) => e.message ?? e.code ?? '').filter(Boolean),
  };
}
