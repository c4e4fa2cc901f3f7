// Issue 19's upload goal: a 4000 × 3000 JPEG (a phone's 12-megapixel photo) is processed in under 2 s,
// and /api/health keeps a p99 of 20 ms or less while photos are processed one after another.
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

export const UPLOAD_MAX_MS = 2000;
export const HEALTH_DURING_UPLOADS_MAX_P99_MS = 20;

/**
 * `count` different photos (every upload must be processed: the same bytes again would be answered
 * from the row there is). One noisy picture is drawn once, blurred like a photo's grain, and each
 * copy is shifted in brightness before its JPEG encoding, which is cheap beside drawing the noise.
 */
export async function photos(count: number): Promise<Buffer[]> {
  const { data, info } = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c86432', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(Array.from({ length: count }, (_, index) => sharp(data, raw).linear(1, index).jpeg({ quality: 88 }).toBuffer()));
}

/** One upload as the console sends it (FormData, one file field): its time from send to answer. */
export async function uploadOnce(baseUrl: string, token: string, photo: Buffer, index: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/console/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`Upload ${index} answered ${response.status}: ${body}`);
  return performance.now() - started;
}
