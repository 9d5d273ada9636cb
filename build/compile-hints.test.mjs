import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { addCompileHints, compileHint } from './compile-hints.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'compile-hints-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A build directory with the given manifest and chunk files. */
function fakeBuild(name, manifest, chunks) {
  const distDir = join(scratch, name);
  mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(distDir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [file, source] of Object.entries(chunks)) writeFileSync(join(distDir, file), source);
  return distDir;
}

const read = (distDir, file) => readFileSync(join(distDir, file), 'utf8');

test('the hint becomes the first line of every root chunk and of nothing else', () => {
  const distDir = fakeBuild(
    'fresh',
    { rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'] },
    {
      'static/chunks/react-dom.js': '(globalThis.TURBOPACK||=[]).push([1,()=>{}]);',
      'static/chunks/turbopack-runtime.js': '(()=>{})();',
      'static/chunks/chat-panel.js': 'console.log("loaded on demand");',
    },
  );

  assert.deepEqual(addCompileHints(distDir), ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js']);
  assert.equal(read(distDir, 'static/chunks/react-dom.js'), `${compileHint}\n(globalThis.TURBOPACK||=[]).push([1,()=>{}]);`);
  assert.equal(read(distDir, 'static/chunks/turbopack-runtime.js'), `${compileHint}\n(()=>{})();`);
  assert.equal(read(distDir, 'static/chunks/chat-panel.js'), 'console.log("loaded on demand");');
});

test('a second run changes nothing', () => {
  const distDir = fakeBuild('twice', { rootMainFiles: ['static/chunks/a.js'] }, { 'static/chunks/a.js': 'run();' });
  addCompileHints(distDir);

  assert.deepEqual(addCompileHints(distDir), []);
  assert.equal(read(distDir, 'static/chunks/a.js'), `${compileHint}\nrun();`);
});

test('a manifest without a list of root scripts stops the build with the file named', () => {
  const distDir = fakeBuild('odd', { rootMainFiles: ['static/chunks/app.css'] }, {});

  assert.throws(() => addCompileHints(distDir), /build-manifest\.json has no rootMainFiles list of \.js files/);
});
