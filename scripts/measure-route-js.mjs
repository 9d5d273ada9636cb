// Quick look, after `next build`, at the JavaScript each prerendered page makes a modern
// browser download on load (gzip bytes): the framework's shared floor (rootMainFiles of the
// build manifest) and the page's own chunks. Usage: node scripts/measure-route-js.mjs [/ke/about …]
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const next = '.next';
const manifest = JSON.parse(readFileSync(join(next, 'build-manifest.json'), 'utf8'));
const floorFiles = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
const gzipSize = (file) => gzipSync(readFileSync(join(next, file.replace(/^\/_next\//, '')))).length;

function htmlFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path, `${prefix}/${name}`);
    return name.endsWith('.html') ? [[`${prefix}/${name.slice(0, -5)}`, path]] : [];
  });
}

const wanted = process.argv.slice(2);
const pages = htmlFiles(join(next, 'server', 'app')).filter(([route]) => !route.startsWith('/_') && (!wanted.length || wanted.includes(route)));
const floor = [...floorFiles].reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`framework floor: ${(floor / 1024).toFixed(1)} KB gzip`);
for (const [route, file] of pages.sort()) {
  const html = readFileSync(file, 'utf8');
  // Modern browsers skip nomodule polyfills.
  const scripts = [...html.matchAll(/<script(?![^>]*nomodule)[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1]);
  const own = [...new Set(scripts)].filter((src) => !floorFiles.has(src) && existsSync(join(next, src.replace(/^\/_next\//, ''))));
  const bytes = own.reduce((sum, src) => sum + gzipSize(src), 0);
  const htmlGzip = gzipSync(html).length;
  console.log(`${route.padEnd(44)} own JS ${(bytes / 1024).toFixed(1).padStart(5)} KB   HTML ${(htmlGzip / 1024).toFixed(1).padStart(5)} KB gzip`);
}
