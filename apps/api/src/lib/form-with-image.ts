/**
 * A write that may carry one picture: its fields come as JSON, or as multipart/form-data with the picture in an
 * `image` part. Only the named fields are kept (text only, checked by the contracts' text rule); the fields are then
 * parsed with the route's zod schema into per-field 422s, like a route schema would.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { HttpError } from '../plugins/errors.ts';
import { assertSafeText } from '../plugins/safe-text.ts';

export type FormOptions = {
  fields: readonly string[];
  /** The largest picture accepted: a bigger one is refused with `tooLarge` (413) before it is read in full. */
  maxBytes: number;
  tooLarge: MessageKey;
  imageField?: string;
};

export async function readFormWithImage(
  request: FastifyRequest,
  { fields: names, maxBytes, tooLarge, imageField = 'image' }: FormOptions,
): Promise<{ fields: Record<string, unknown>; image?: Buffer }> {
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== imageField) {
          part.file.resume();
          continue;
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, tooLarge, { [imageField]: [tooLarge] });
          throw error;
        }
        // A form sent without choosing a picture has an empty file part: no picture.
        if (data.length > 0) image = data;
      } else if (names.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [k, v] of Object.entries(request.body as Record<string, unknown>))
      if (names.includes(k)) fields[k] = v;
  }
  assertSafeText(fields, 'body');
  return { fields, image };
}

/** `schema.parse` with the same per-field 422 a route schema gives. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw new HttpError(422, 'errors.validation', errors);
}
