// The copies the front door sends instead of compressing on every request (run by
// `npm run test:budgets`): each decompresses to its file, byte for byte, and is smaller.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

test('each compressible file gets a brotli and a gzip copy that decompress to it; images and small files none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  try {
    mkdirSync(join(dir, 'chunks'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word${index % 37}`))};\n`;
    writeFileSync(join(dir, 'chunks', 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    const totals = precompress([dir, join(dir, 'missing')]);
    assert.equal(totals.files, 1);
    const brotli = readFileSync(join(dir, 'chunks', 'app.js.br'));
    const gzip = readFileSync(join(dir, 'chunks', 'app.js.gz'));
    assert.equal(brotliDecompressSync(brotli).toString(), script);
    assert.equal(gunzipSync(gzip).toString(), script);
    assert.ok(brotli.length < gzip.length && gzip.length < script.length);
    for (const name of ['tiny.css.br', 'tiny.css.gz', 'photo.webp.br', 'photo.webp.gz']) assert.equal(existsSync(join(dir, name)), false, name);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const standaloneStatic = join('.next', 'standalone', '.next', 'static');

test("the build's scripts and styles ship with their precompressed copies", { skip: !existsSync(standaloneStatic) && 'no build' }, async () => {
  const { readdirSync } = await import('node:fs');
  const chunks = join(standaloneStatic, 'chunks');
  const scripts = readdirSync(chunks).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 0);
  for (const name of scripts.filter((file) => readFileSync(join(chunks, file)).length >= 1024)) {
    const original = readFileSync(join(chunks, name));
    assert.ok(brotliDecompressSync(readFileSync(join(chunks, `${name}.br`))).equals(original), `${name}.br`);
    assert.ok(gunzipSync(readFileSync(join(chunks, `${name}.gz`))).equals(original), `${name}.gz`);
  }
});
