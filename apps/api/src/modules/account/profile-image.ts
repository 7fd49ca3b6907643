import { reencodeImage } from '../../lib/image-upload.ts';

export const maxImageBytes = 2 * 1024 * 1024;

/**
 * Accepts a JPEG, PNG or WebP up to 2 MB and re-encodes it (a square 512 px WebP, EXIF orientation applied,
 * metadata dropped): what we store and serve is always our own clean file.
 */
export async function processProfileImage(
  data: Buffer,
): Promise<{ key: string; contentType: string; data: Buffer }> {
  const {
    key,
    contentType,
    data: out,
  } = await reencodeImage(data, {
    maxBytes: maxImageBytes,
    tooLarge: 'upload.too_large',
    field: 'image',
    resize: { cover: 512 },
  });
  return { key, contentType, data: out };
}
