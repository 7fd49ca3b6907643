import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages } from '../../db/schema.ts';
import { messages } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, info, mobiles, signUp, updateMultipart, type FilePart, type Json } from '../../test/call.ts';
import { sniffImageType } from '../../lib/image-upload.ts';

/** Profile images: JPEG/PNG/WebP by content, at most 2 MB and 24 MP, re-encoded to a 512 px WebP. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextMobile = mobiles('59');
const avatarPath = /^\/api\/v1\/media\/avatars\/([0-9a-f]{32})$/;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c00' } });
const png = (data: Uint8Array, filename = 'me.png'): FilePart => ({
  field: 'image',
  filename,
  type: 'image/png',
  data,
});

async function newUser() {
  const { token } = await signUp(t, nextMobile());
  return { token, before: (await info(t, token)).body.data as Json };
}

async function getAvatar(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    bytes: res.rawPayload,
    headers: res.headers,
  };
}

async function expectStoredWebp(url: string) {
  const avatar = await getAvatar(url);
  expect(avatar.status).toBe(200);
  expect(avatar.type).toBe('image/webp');
  expect(avatar.headers['x-content-type-options']).toBe('nosniff');
  expect(avatar.bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(avatar.bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const meta = await sharp(avatar.bytes).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  expect(meta.exif).toBeUndefined();
}

describe('profile image upload', () => {
  it('re-encodes a small PNG into a 512x512 WebP served under an unguessable key', async () => {
    const { token, before } = await newUser();
    expect(before.image_profile).toBe('/img/avatar.svg');
    const res = await updateMultipart(
      t,
      token,
      { first_name: 'Maha' },
      png(await solid(40, 30).png().toBuffer()),
    );
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data.first_name).toBe('Maha');
    expect(res.body.data.image_profile).toMatch(avatarPath);
    expect((await info(t, token)).body.data.image_profile).toBe(res.body.data.image_profile);
    await expectStoredWebp(res.body.data.image_profile);
  });

  it('accepts JPEG and WebP, also under the image_profile field, whatever the file is called', async () => {
    const { token } = await newUser();
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const webp = await solid(64, 64).webp().toBuffer();
    for (const file of [
      { field: 'image_profile', filename: 'photo.bin', type: 'application/octet-stream', data: jpeg },
      { field: 'image', filename: 'photo.png', type: 'image/png', data: webp },
    ]) {
      const res = await updateMultipart(t, token, {}, file);
      expect(res.status, res.payload).toBe(200);
      await expectStoredWebp(res.body.data.image_profile);
    }
  });

  it('drops the uploaded metadata (EXIF) from what it stores', async () => {
    const { token } = await newUser();
    const tagged = await solid(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await updateMultipart(t, token, {}, { filename: 'me.jpg', type: 'image/jpeg', data: tagged });
    expect(res.status, res.payload).toBe(200);
    const avatar = await getAvatar(res.body.data.image_profile);
    expect(avatar.bytes.includes('secret-owner')).toBe(false);
    await expectStoredWebp(res.body.data.image_profile);
  });

  it('erases the image with the account', async () => {
    const { token } = await newUser();
    const url = (await updateMultipart(t, token, {}, png(await solid(20, 20).png().toBuffer()))).body.data
      .image_profile as string;
    expect((await getAvatar(url)).status).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/delete',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getAvatar(url)).status).toBe(404);
  });

  it('ignores an empty file part (a form sent without choosing a picture) like any empty field', async () => {
    const { token, before } = await newUser();
    // What a browser sends for a form whose file input was left empty: filename="" and no bytes.
    const boundary = '----hajz-empty-file';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="_method"',
      '',
      'PUT',
      `--${boundary}`,
      'Content-Disposition: form-data; name="first_name"',
      '',
      'Asma',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await call(t, 'POST', '/api/v1/account/update', payload, {
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data).toEqual({ ...before, first_name: 'Asma', full_name: `Asma ${before.last_name}` });
  });

  it('replaces the old image: one stored image per user, the old URL is gone', async () => {
    const { token, before } = await newUser();
    const first = (await updateMultipart(t, token, {}, png(await solid(20, 20).png().toBuffer()))).body.data
      .image_profile as string;
    const second = (await updateMultipart(t, token, {}, png(await solid(30, 20).png().toBuffer()))).body.data
      .image_profile as string;
    expect(second).not.toBe(first);
    expect((await getAvatar(first)).status).toBe(404);
    expect((await getAvatar(second)).status).toBe(200);
    expect(
      await t.database.db
        .select({ id: userImages.id })
        .from(userImages)
        .where(eq(userImages.userId, before.id as number)),
    ).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)(
    'answers 422 for a text file named photo.png sent as image/png (%s)',
    async (lang) => {
      const { token, before } = await newUser();
      const text = new TextEncoder().encode('definitely not a picture\n'.repeat(20));
      const res = await updateMultipart(t, token, { first_name: 'Nope' }, png(text, 'photo.png'), { lang });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        status: false,
        message: messages[lang]['upload.invalid_image'],
        errors: { image: [messages[lang]['upload.invalid_image']] },
      });
      // Nothing was written: not the image, not the other fields of the same request.
      expect((await info(t, token)).body.data).toEqual(before);
    },
  );

  it('answers 422 for a GIF, an SVG and a truncated PNG', async () => {
    const { token } = await newUser();
    const gif = await solid(10, 10).gif().toBuffer();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const truncated = (await solid(200, 200).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 200);
    for (const data of [gif, svg, truncated]) {
      const res = await updateMultipart(t, token, {}, png(data));
      expect(res.status, res.payload).toBe(422);
      expect(res.body.errors).toEqual({ image: [messages.en['upload.invalid_image']] });
    }
  });

  it.each(['en', 'ar'] as const)('answers 413 for an upload over 2 MB (%s)', async (lang) => {
    const { token, before } = await newUser();
    // A valid PNG header followed by padding: only the size matters here.
    const big = Buffer.concat([await solid(8, 8).png().toBuffer(), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const res = await updateMultipart(t, token, {}, png(big), { lang });
    expect(res.status, res.payload).toBe(413);
    expect(res.body).toMatchObject({ status: false, message: messages[lang]['upload.too_large'] });
    expect((await info(t, token)).body.data).toEqual(before);
  });

  it('answers 413 for a body far beyond the limit too', async () => {
    const { token } = await newUser();
    const res = await updateMultipart(t, token, {}, png(Buffer.alloc(5 * 1024 * 1024, 1)));
    expect(res.status, res.payload).toBe(413);
    expect(res.body.status).toBe(false);
  });

  it('answers 422 for a 6000x6000 PNG (36 MP over the 24 MP cap), though the file is small', async () => {
    const { token, before } = await newUser();
    const huge = await solid(6000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const res = await updateMultipart(t, token, {}, png(huge));
    expect(res.status, res.payload).toBe(422);
    expect(res.body.errors).toEqual({ image: [messages.en['upload.invalid_image']] });
    expect((await info(t, token)).body.data).toEqual(before);
  });

  it('accepts a large image under the pixel cap and makes it 512x512', async () => {
    const { token } = await newUser();
    const wide = await solid(4000, 3000).png({ compressionLevel: 9 }).toBuffer();
    const res = await updateMultipart(t, token, {}, png(wide));
    expect(res.status, res.payload).toBe(200);
    await expectStoredWebp(res.body.data.image_profile);
  });
});

describe('avatar URLs', () => {
  it('answers 404 for a random key and 422 for a key that is not 32 hex digits', async () => {
    expect((await getAvatar(`/api/v1/media/avatars/${'0123456789abcdef'.repeat(2)}`)).status).toBe(404);
    expect((await getAvatar('/api/v1/media/avatars/1')).status).toBe(422);
    expect((await getAvatar('/api/v1/media/avatars/..%2F..%2Fetc%2Fpasswd')).status).toBe(422);
  });

  it('recognises image types by their bytes only', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('\x89PNG'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
