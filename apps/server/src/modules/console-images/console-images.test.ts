import { consoleImageResponseSchema, consoleImagesResponseSchema, type ConsoleImage } from '@crust/contract/console-images';
import { apiErrorSchema } from '@crust/contract/errors';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/images.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { imagesDirOf } from '../../lib/uploaded-images.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import type { Caller } from '../cart/cart-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';
import { inspectImage, variantWidths } from './image-processing.ts';
import { hasGpsDirectory, multipartBody, noisyJpeg, phonePhotoWithGps, pngDeclaring, SVG, type FilePart } from './image-test-kit.ts';

// Issue 19 (photos): a manager or owner uploads a JPEG, PNG or WebP; the server decides what it is
// from its bytes, refuses anything else (a text named photo.jpg, an SVG, 12 MB, a decompression bomb)
// with a 4xx and stores nothing, and writes it upright, without metadata, at three widths in AVIF,
// WebP and JPEG under content-hashed names served for a year, immutably.

describe('the widths written', () => {
  it('are the standard widths narrower than the photo and its own width under 1280, never enlarged', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('the content check', () => {
  it('reads the format and the declared size from the header, refusing before any decoding', async () => {
    await expect(inspectImage(await noisyJpeg(64, 48), 40e6)).resolves.toEqual({ format: 'jpeg', width: 64, height: 48 });
    await expect(inspectImage(pngDeclaring(50_000), 40e6)).rejects.toMatchObject({ statusCode: 422, code: 'image_too_large' });
    await expect(inspectImage(SVG, 40e6)).rejects.toMatchObject({ statusCode: 415, code: 'unsupported_image' });
    await expect(inspectImage(await noisyJpeg(900, 100), 40e6)).rejects.toMatchObject({ statusCode: 422, code: 'unsupported_image' });
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'crust-images-test-'));
const imagesDir = imagesDirOf(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const jpegPart = (bytes: Buffer, filename = 'photo.jpg'): FilePart => ({ filename, contentType: 'image/jpeg', bytes });

describeEachDatabase(
  'console: photo uploads',
  (get) => {
    const kit = staffKit(get);
    let owner: SignedInStaff;
    let manager: SignedInStaff;
    let crew: SignedInStaff;
    let otherOwner: SignedInStaff;

    const upload = (who: Caller | null, files: FilePart[]) => {
      const { payload, headers } = multipartBody(files);
      return kit.inject({ method: 'POST', url: '/api/console/images', headers: { ...headers, ...who?.headers }, payload });
    };
    const photoOf = (response: LightMyRequestResponse, status = 201): ConsoleImage => {
      expect(response.statusCode, response.body).toBe(status);
      return consoleImageResponseSchema.parse(response.json()).data;
    };
    const rows = async () => get().db.select({ id: images.id }).from(images).where(eq(images.tenantId, DEMO_TENANT));
    const files = async () => (await readdir(imagesDir).catch(() => [])).sort();
    const urlsOf = (photo: ConsoleImage) => Object.values(photo.srcset).flatMap((srcset) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!));

    /** A refusal with `status` and `code` that leaves no row, no file (not even a temporary one) and no audit entry. */
    async function expectRefusedStoringNothing(send: () => Promise<LightMyRequestResponse>, status: number, code: string) {
      const [rowsBefore, filesBefore] = [await rows(), await files()];
      const response = await send();
      expect(response.statusCode, response.body).toBe(status);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe(code);
      expect(await rows()).toEqual(rowsBefore);
      expect(await files()).toEqual(filesBefore);
    }

    beforeAll(async () => {
      owner = await kit.signedIn('owner');
      manager = await kit.signedIn('manager');
      crew = await kit.signedIn('crew');
      await kit.otherTenantOutlet();
      otherOwner = await kit.signedIn('owner', [], OTHER_TENANT);
    });

    it('writes a phone photo with GPS upright, without any metadata, at three widths in three formats, served immutably', async () => {
      const source = await phonePhotoWithGps();
      const sourceMetadata = await sharp(source).metadata();
      expect(hasGpsDirectory(sourceMetadata.exif)).toBe(true);
      expect([sourceMetadata.orientation, Boolean(sourceMetadata.icc), Boolean(sourceMetadata.xmp)]).toEqual([6, true, true]);

      const photo = photoOf(await upload(manager, [jpegPart(source)]));
      expect([photo.width, photo.height]).toEqual([1600, 1200]);
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        expect(photo.srcset[format]).toMatch(
          new RegExp(`^/uploads/images/[0-9a-f]{16}\\.\\w+ 320w, /uploads/images/[0-9a-f]{16}\\.\\w+ 640w, /uploads/images/[0-9a-f]{16}\\.\\w+ 1280w$`),
        );
      }
      expect(photo.image).toBe(photo.srcset.jpeg.split(', ')[1]!.split(' ')[0]);

      const urls = urlsOf(photo);
      expect(new Set(urls).size).toBe(9);
      const seen: string[] = [];
      for (const url of urls) {
        const served = await kit.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        const expectedType = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[url.split('.').pop()!];
        expect(served.headers['content-type']).toBe(expectedType);
        expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, iptc: metadata.iptc }, url).toEqual({
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          iptc: undefined,
        });
        // Upright: 4:3 landscape as the phone showed it, not the stored portrait.
        expect(metadata.width / metadata.height).toBeCloseTo(4 / 3, 1);
        seen.push(`${metadata.format === 'heif' ? metadata.compression : metadata.format} ${metadata.width}`);
      }
      expect(seen.sort()).toEqual(['av1 1280', 'av1 320', 'av1 640', 'jpeg 1280', 'jpeg 320', 'jpeg 640', 'webp 1280', 'webp 320', 'webp 640'].sort());

      const [entry] = await get()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `image:${photo.id}`));
      expect(entry).toMatchObject({ action: 'image.upload', staffId: manager.staffId, tenantId: DEMO_TENANT });
    });

    it('answers the photo there is for the same bytes again (200, the same names), writing nothing new', async () => {
      const bytes = await noisyJpeg(800, 600);
      const first = photoOf(await upload(owner, [jpegPart(bytes, 'first.jpg')]));
      expect(first.srcset.jpeg.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '640w', '800w']);
      const [rowsBefore, filesBefore] = [await rows(), await files()];
      const again = photoOf(await upload(manager, [jpegPart(bytes, 'another-name.jpeg')]), 200);
      expect(again).toEqual(first);
      expect(await rows()).toEqual(rowsBefore);
      expect(await files()).toEqual(filesBefore);
    });

    it('takes PNG and WebP by their bytes, whatever they are called', async () => {
      const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
        .png()
        .toBuffer();
      const webp = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#204080' } })
        .webp()
        .toBuffer();
      expect(photoOf(await upload(manager, [{ filename: 'logo.gif', contentType: 'image/gif', bytes: png }])).width).toBe(500);
      expect(photoOf(await upload(manager, [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: webp }])).width).toBe(700);
    });

    it('refuses a text file named photo.jpg and an SVG (415), storing nothing', async () => {
      await expectRefusedStoringNothing(() => upload(manager, [jpegPart(Buffer.from('not a photo at all, only text\n'.repeat(40)))]), 415, 'unsupported_image');
      await expectRefusedStoringNothing(() => upload(manager, [{ filename: 'logo.svg', contentType: 'image/svg+xml', bytes: SVG }]), 415, 'unsupported_image');
      await expectRefusedStoringNothing(() => upload(manager, [{ filename: 'photo.jpg', contentType: 'image/jpeg', bytes: SVG }]), 415, 'unsupported_image');
    });

    it('refuses a 12 MB file (413), whether the body says its length or not, storing nothing', async () => {
      const big = Buffer.concat([await noisyJpeg(64, 64), Buffer.alloc(12 * 1024 * 1024)]);
      await expectRefusedStoringNothing(() => upload(manager, [jpegPart(big)]), 413, 'file_too_large');
      // Sent as a stream without Content-Length: read up to the limit, then refused.
      const { payload, headers } = multipartBody([jpegPart(big)]);
      await expectRefusedStoringNothing(
        () => kit.inject({ method: 'POST', url: '/api/console/images', headers: { ...headers, ...manager.headers }, payload: Readable.from([payload]) }),
        413,
        'file_too_large',
      );
    });

    it('refuses a decompression bomb (a small PNG declaring 50,000 × 50,000 pixels) before decoding it, storing nothing', async () => {
      const bomb = pngDeclaring(50_000);
      expect(bomb.length).toBeLessThan(200);
      await expectRefusedStoringNothing(() => upload(manager, [{ filename: 'tiny.png', contentType: 'image/png', bytes: bomb }]), 422, 'image_too_large');
    });

    it('refuses a damaged photo (422), two files, or a body that is not multipart (400), storing nothing', async () => {
      const cut = (await noisyJpeg(800, 600)).subarray(0, 5000);
      await expectRefusedStoringNothing(() => upload(manager, [jpegPart(cut)]), 422, 'unsupported_image');
      const [one, two] = [await noisyJpeg(320, 240), await noisyJpeg(330, 240)];
      await expectRefusedStoringNothing(() => upload(manager, [jpegPart(one), jpegPart(two)]), 400, 'bad_request');
      await expectRefusedStoringNothing(
        () => kit.inject({ method: 'POST', url: '/api/console/images', headers: manager.headers, payload: { file: 'photo.jpg' } }),
        400,
        'bad_request',
      );
    });

    it('lets managers and owners upload and read, not crew (403), diners or nobody (401); another tenant’s photo is 404', async () => {
      const bytes = await noisyJpeg(360, 240);
      await expectRefusedStoringNothing(() => upload(crew, [jpegPart(bytes)]), 403, 'forbidden');
      const diner = await createTestUser(get().db);
      await expectRefusedStoringNothing(() => upload(diner, [jpegPart(bytes)]), 401, 'unauthorized');
      await expectRefusedStoringNothing(() => upload(null, [jpegPart(bytes)]), 401, 'unauthorized');

      const photo = photoOf(await upload(owner, [jpegPart(bytes)]));
      expect(photoOf(await kit.inject({ method: 'GET', url: `/api/console/images/${photo.id}`, headers: manager.headers }), 200)).toEqual(photo);
      const listed = await kit.inject({ method: 'GET', url: '/api/console/images', headers: owner.headers });
      expect(listed.statusCode).toBe(200);
      expect(consoleImagesResponseSchema.parse(listed.json()).data[0]).toEqual(photo);
      expect((await kit.inject({ method: 'GET', url: `/api/console/images/${photo.id}`, headers: crew.headers })).statusCode).toBe(403);
      expect((await kit.inject({ method: 'GET', url: `/api/console/images/${photo.id}`, headers: otherOwner.headers })).statusCode).toBe(404);
      const othersList = await kit.inject({ method: 'GET', url: '/api/console/images', headers: otherOwner.headers });
      expect(consoleImagesResponseSchema.parse(othersList.json()).data.map((image) => image.id)).not.toContain(photo.id);
    });
  },
  { DATA_DIR: dataDir },
);
