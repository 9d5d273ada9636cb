import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The intrinsic size of an image below public/, so every <img> gets width and height and
 * nothing shifts as it loads. SVGs give theirs in width/height attributes, PNGs in the IHDR
 * chunk; anything else (or an SVG without both attributes) is an error naming the file.
 */
export function readImageSize(publicDir: string, src: string): ImageSize {
  const path = join(publicDir, src);
  const bytes = readFileSync(path);
  if (src.endsWith('.svg')) {
    const root = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
    const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
    const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
    if (width > 0 && height > 0) return { width, height };
    throw new Error(`public${src}: the <svg> element needs numeric width and height attributes`);
  }
  if (src.endsWith('.png') && bytes.length > 24 && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  throw new Error(`public${src}: use an SVG or PNG image so its size can be read at build time`);
}
