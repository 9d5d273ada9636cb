// Writes a brotli (highest quality) and a gzip (level 9) copy beside every compressible file the
// front door serves from disk: the build's assets (.next/static) and public/, in the standalone
// folder a deployment ships. nginx sends them as they are (brotli_static, gzip_static), so a
// file is compressed once, at the highest level, instead of at a middling level on every
// request. A copy that would not be smaller is not written: the front door then sends the file
// itself.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.md', '.webmanifest', '.map']);

/** Below this size a compressed copy saves less than a packet. */
const minimumBytes = 1024;

function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * @param {string[]} dirs folders to walk
 * @returns {{ files: number, bytes: number, brotli: number, gzip: number }} what was written, and the bytes of the originals and of each kind of copy
 */
export function precompress(dirs) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of dirs.flatMap(filesBelow)) {
    if (!compressibleExtensions.has(extname(file)) || statSync(file).size < minimumBytes) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    totals.files += 1;
    totals.bytes += source.length;
    if (brotli.length < source.length) {
      writeFileSync(`${file}.br`, brotli);
      totals.brotli += brotli.length;
    }
    if (gzip.length < source.length) {
      writeFileSync(`${file}.gz`, gzip);
      totals.gzip += gzip.length;
    }
  }
  return totals;
}

/** The folders of the standalone server that the front door serves from disk. */
export function servedFromDisk(standalone) {
  return [join(standalone, '.next', 'static'), join(standalone, 'public')];
}
