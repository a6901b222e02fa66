import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats gain from compression; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|ico|ics)$/;
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every compressible file of a built directory, once at
 * build time at the highest settings, so the server sends them as they are instead of compressing on every request
 * (react-router.config.ts runs it last). The files compress side by side on libuv's thread pool.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = walk(dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}
