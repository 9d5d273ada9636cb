// Quick look, after `next build`, at what each prerendered page makes a browser download on
// load (the definitions are in build-output.mjs, shared with `npm run bench` and
// the byte-budget test). Usage: node bench/build-output/measure-route-js.mjs [/ke/about …]
import { readFileSync } from 'node:fs';
import { kilobyte, readBuild } from './build-output.mjs';

const build = readBuild();
const wanted = process.argv.slice(2);
const kb = (bytes) => `${(bytes / kilobyte).toFixed(1).padStart(5)} KB`;

console.log(`framework floor: ${kb(build.floor.bytes)} gzip (${build.floor.note})`);
for (const { route, file } of build.pages()) {
  if (wanted.length > 0 && !wanted.includes(route)) continue;
  const page = build.measurePage(readFileSync(file, 'utf8'));
  console.log(
    `${route.padEnd(40)} own JS ${kb(page.js.own)}   CSS ${kb(page.css)}   images ${kb(page.image)}   HTML ${kb(page.html)}   ${page.requests} requests`,
  );
}
