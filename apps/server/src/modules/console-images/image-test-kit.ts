import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Issue 19's upload fixtures, made in the test rather than kept as binary files: a multipart body
// built by hand, a photo carrying GPS, a PNG that declares far more pixels than it holds.

export interface FilePart {
  filename: string;
  /** What the client claims; the server never believes it. */
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with these file fields (named `file`), as a browser's FormData sends it. */
export function multipartBody(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crust${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A noisy picture (photos do not compress like flat colour) as a JPEG. */
export const noisyJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c86432', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();

/**
 * A phone's photo: stored 1200 × 1600 with EXIF orientation 6 (shown turned a quarter clockwise,
 * 1600 × 1200), a GPS position, a camera, an ICC profile and XMP: everything that must not leave the server.
 */
export async function phonePhotoWithGps(): Promise<Buffer> {
  const stored = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#3a7d44', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg()
    .toBuffer();
  return sharp(stored)
    .withExif({
      IFD0: { Make: 'Crust Phone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 53/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .jpeg()
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, in either byte order). */
export const hasGpsDirectory = (exif: Buffer | undefined): boolean =>
  exif !== undefined && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a valid PNG header declaring `side` × `side` RGB pixels, with a tiny IDAT. */
export function pngDeclaring(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(64))), pngChunk('IEND', Buffer.alloc(0))]);
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="red"/></svg>');
