/** Catalogue pictures: re-encoded like profile photos (lib/image-upload.ts), kept in the database, served by key. */
import { catalogueLimits } from '@hajz/contracts/admin-catalogue';
import type { Db } from '../../db/client.ts';
import { catalogueImages } from '../../db/schema.ts';
import { reencodeImage } from '../../lib/image-upload.ts';

export const catalogueImagePath = '/api/v1/media/catalogue/';
/** What a new service, product or category shows until a picture is uploaded (apps/web/public). */
export const placeholderImage = '/img/catalogue-placeholder.svg';
export const imageBodyLimit = catalogueLimits.imageMaxBytes + 64 * 1024;

export const catalogueImage = (data: Buffer) =>
  reencodeImage(data, {
    maxBytes: catalogueLimits.imageMaxBytes,
    tooLarge: 'catalogue.image_too_large',
    field: 'image',
    resize: { inside: catalogueLimits.imageMaxSide },
  });

/** Stores a re-encoded picture (inside the write's transaction) and answers its URL. */
export async function storeImage(tx: Db, image: Awaited<ReturnType<typeof catalogueImage>>) {
  await tx.insert(catalogueImages).values({
    key: image.key,
    contentType: image.contentType,
    data: image.data,
    width: image.width,
    height: image.height,
  });
  return `${catalogueImagePath}${image.key}`;
}
