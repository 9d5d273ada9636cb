import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { publicDir } from './blog/source';

/**
 * Whether a request path names a file in public/, which Next serves as it is. The proxy asks
 * before routing a path with a dot, so a real file is never redirected. Paths that climb out
 * of public/ are never files.
 */
export function isPublicFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = normalize(join(publicDir, decoded));
  if (!file.startsWith(publicDir + sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
