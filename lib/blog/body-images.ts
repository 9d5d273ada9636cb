import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Images in an article body: our own files, described for readers who cannot see them. */
const bodyImagePath = /^\/images\/blog\/[\w-]+\.(svg|png)$/;

/** Why a body image is refused, or undefined. Shared by the page and `npm run check-content`. */
export function bodyImageProblem(src: string, alt: string | undefined, publicDir: string): string | undefined {
  if (!bodyImagePath.test(src)) return `image "${src}": put images in public/images/blog (SVG or PNG) and write /images/blog/name.svg`;
  if (!alt?.trim()) return `image "${src}" needs alt text: ![what it shows](${src})`;
  if (!existsSync(join(publicDir, src))) return `image "${src}": no file public${src}`;
  return undefined;
}
