/**
 * Uploaded pictures (a profile photo, a support ticket's attachment): what the bytes are is read from their
 * signature, never from the file name or the declared type, and what we keep is always our own re-encoding (a WebP,
 * EXIF orientation applied, metadata dropped), so nothing a customer sent is ever served back as it came.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { MessageKey } from '../i18n/messages.ts';
import { HttpError } from '../plugins/errors.ts';

/** Decoding bigger images costs memory for nothing: a 24-megapixel cap. */
const maxInputPixels = 24_000_000;

/** What the bytes are, by their signature — the file name and the declared type are not trusted. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export type ImageRules = {
  /** Largest upload accepted, in bytes (413 above it). */
  maxBytes: number;
  /** The message for a file over `maxBytes` (it names the limit). */
  tooLarge: MessageKey;
  /** The form field the picture came in: per-field errors name it. */
  field: string;
  /** A square crop of this side (a profile photo), or at most this long side keeping the proportions. */
  resize: { cover: number } | { inside: number };
};

export type StoredImage = { key: string; contentType: string; data: Buffer; width: number; height: number };

/** A random, unguessable key: an image's URL is never enumerable. */
export const newImageKey = () => randomBytes(16).toString('hex');
export const imageKeyPattern = /^[0-9a-f]{32}$/;

/** Accepts a JPEG, PNG or WebP within the rules and re-encodes it as a WebP; 413 or 422 otherwise. */
export async function reencodeImage(data: Buffer, rules: ImageRules): Promise<StoredImage> {
  if (data.length > rules.maxBytes)
    throw new HttpError(413, rules.tooLarge, { [rules.field]: [rules.tooLarge] });
  if (!sniffImageType(data))
    throw new HttpError(422, 'upload.invalid_image', { [rules.field]: ['upload.invalid_image'] });
  try {
    const pipeline = sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const sized =
      'cover' in rules.resize
        ? pipeline.resize(rules.resize.cover, rules.resize.cover, { fit: 'cover' })
        : pipeline.resize(rules.resize.inside, rules.resize.inside, {
            fit: 'inside',
            withoutEnlargement: true,
          });
    const { data: out, info } = await sized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return {
      key: newImageKey(),
      contentType: 'image/webp',
      data: out,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new HttpError(422, 'upload.invalid_image', { [rules.field]: ['upload.invalid_image'] });
  }
}
