import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const compressible = /\.(js|css|html|svg|json)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset in dist, so the server can serve them
 * precompressed instead of compressing on every request. Compression happens once per build, so
 * both use their slowest, smallest settings: brotli quality 11, and zopfli for the gzip files
 * (still plain gzip for any client, about 3% smaller than zlib's level 9).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'crust:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        // The console's build writes into the storefront's dist after it: what that one compressed is done.
        if (existsSync(`${path}.br`)) continue;
        jobs.push(
          readFile(path).then(async (source) => {
            const [br, gzipped] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(source, { numiterations: 15 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
