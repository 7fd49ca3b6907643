import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { format, isMessageKey, translate, type MessageKey } from '../i18n/messages.ts';
import { sqlState } from '../db/retry.ts';
import { localeFromAcceptLanguage, type Locale } from '@hajz/contracts/locale';

/** A failure meant for the client: a status, a message key and optional per-field message keys. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Sent as the envelope's `data` (e.g. the refreshed cart with a 409). */
    readonly data?: unknown,
    /** Values for the message's {placeholders} (an amount, a name). */
    readonly values?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export const notFound = (key: MessageKey = 'errors.not_found') => new HttpError(404, key);

const t = (locale: Locale, key: string, fallback: MessageKey): string =>
  translate(locale, isMessageKey(key) ? key : fallback);

/** Each field's message keys translated; `values` fill their {placeholders} like the message's ("{min}"). */
function translateFields(
  locale: Locale,
  fields: Record<string, string[]>,
  values?: Record<string, string>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      keys.map((k) =>
        values && isMessageKey(k) ? format(locale, k, values) : t(locale, k, 'validation.invalid'),
      ),
    ]),
  );
}

/** Maps Fastify's own error codes to our status and message. */
const fastifyCodes: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.bad_request'],
  FST_ERR_BAD_URL: [400, 'errors.bad_request'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'errors.bad_request'],
  FST_REQ_FILE_TOO_LARGE: [413, 'upload.too_large'],
  FST_FILES_LIMIT: [413, 'upload.too_large'],
  FST_PARTS_LIMIT: [413, 'errors.body_too_large'],
  FST_FIELDS_LIMIT: [413, 'errors.body_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupported_media_type'],
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  fields?: Record<string, string[]>,
  data?: unknown,
  values?: Record<string, string>,
) {
  // Framework errors (bad URL) arrive before the request context exists: read the header directly.
  const locale = request.ctx?.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
  return reply.status(status).send({
    status: false,
    message: values ? format(locale, key, values) : translate(locale, key),
    ...(data === undefined ? {} : { data }),
    ...(fields ? { errors: translateFields(locale, fields, values) } : {}),
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(
        request,
        reply,
        error.statusCode,
        error.messageKey,
        error.fieldErrors,
        error.data,
        error.values,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        const key = issue.message && isMessageKey(issue.message) ? issue.message : issueKey(issue.keyword);
        (fields[path] ??= []).push(key);
      }
      return sendError(request, reply, 422, 'errors.validation', fields);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped[0], mapped[1]);
    // busboy's own errors for a malformed multipart body (no boundary, a broken part header, a cut-off form).
    if (
      /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/.test(error.message ?? '')
    ) {
      return sendError(request, reply, 400, 'errors.bad_request');
    }
    if (error.statusCode === 429) return sendError(request, reply, 429, 'errors.rate_limited');
    if (isDataError(error)) {
      // SQLSTATE class 22 (data exception): a value the database cannot take. Bad input, never a 500.
      request.log.info({ err: error }, 'database refused a value');
      return sendError(request, reply, 422, 'validation.invalid');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 503, 'errors.database_down');
    }
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, error.statusCode, 'errors.bad_request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'errors.internal');
  });
}

/** A data exception from the database (SQLSTATE 22xxx: invalid text, out of range, bad format, too long). */
export const isDataError = (error: unknown) => /^22[0-9A-Z]{3}$/.test(sqlState(error) ?? '');

/** Errors from a database that is down or gone (not from a bad query): the client may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08001',
    '08003',
    '08006',
  ];
  if (e.code && codes.includes(e.code)) return true;
  if (/PGlite is closed|Cannot use a pool after calling end|Connection terminated/i.test(e.message ?? ''))
    return true;
  return e.cause !== undefined && e.cause !== error ? isDatabaseUnavailable(e.cause) : false;
}

function issueKey(keyword: string): MessageKey {
  if (keyword === 'invalid_value' || keyword === 'invalid_enum_value') return 'validation.enum';
  if (keyword === 'required') return 'validation.required';
  return 'validation.invalid';
}
