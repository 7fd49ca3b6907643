/** How a ticket's message arrives: its fields as JSON or multipart, and at most one picture, re-encoded. */
import type { FastifyRequest } from 'fastify';
import { replyFields, ticketRules } from '@hajz/contracts/tickets';
import { parseFields, readFormWithImage } from '../../lib/form-with-image.ts';
import { reencodeImage } from '../../lib/image-upload.ts';
import { HttpError } from '../../plugins/errors.ts';

/** A form with a picture: the picture's limit and room for the fields. */
export const formBodyLimit = ticketRules.imageMaxBytes + 64 * 1024;

/** A picture within the tickets' rules, re-encoded (or nothing). */
export const ticketImage = (data: Buffer | undefined) =>
  data
    ? reencodeImage(data, {
        maxBytes: ticketRules.imageMaxBytes,
        tooLarge: 'tickets.image_too_large',
        field: 'image',
        resize: { inside: ticketRules.imageMaxSide },
      })
    : Promise.resolve(undefined);

/** Reads a reply (JSON, or multipart with an `image`): text, a picture or both; neither is a 422. */
export async function readReply(request: FastifyRequest) {
  const form = await readFormWithImage(request, {
    fields: Object.keys(replyFields.shape),
    maxBytes: ticketRules.imageMaxBytes,
    tooLarge: 'tickets.image_too_large',
  });
  const { message } = parseFields(replyFields, form.fields);
  if (!message && !form.image)
    throw new HttpError(422, 'errors.validation', { message: ['tickets.empty_reply'] });
  return { message, image: await ticketImage(form.image) };
}
