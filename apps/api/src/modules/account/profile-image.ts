import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors.ts';

export const maxImageBytes = 2 * 1024 * 1024;
/** Decoding bigger images costs memory for nothing: a 24-megapixel cap. */
const maxInputPixels = 24_000_000;
const outputSize = 512;

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

/**
 * Accepts a JPEG, PNG or WebP up to 2 MB and re-encodes it (a square 512 px WebP, EXIF orientation applied,
 * metadata dropped): what we store and serve is always our own clean file.
 */
export async function processProfileImage(
  data: Buffer,
): Promise<{ key: string; contentType: string; data: Buffer }> {
  if (data.length > maxImageBytes)
    throw new HttpError(413, 'upload.too_large', { image: ['upload.too_large'] });
  if (!sniffImageType(data))
    throw new HttpError(422, 'upload.invalid_image', { image: ['upload.invalid_image'] });
  try {
    const out = await sharp(data, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(outputSize, outputSize, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { key: randomBytes(16).toString('hex'), contentType: 'image/webp', data: out };
  } catch {
    throw new HttpError(422, 'upload.invalid_image', { image: ['upload.invalid_image'] });
  }
}
