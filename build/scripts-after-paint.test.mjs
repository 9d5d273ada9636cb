import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  afterPaintLoader,
  afterPaintSources,
  paintReportTimeoutMs,
  scriptsAfterPaint,
  scriptsAfterPaintInPage,
  scriptsLeftBehind,
} from './scripts-after-paint.mjs';

const page = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><p>Words first</p><script>self.__next_f.push([1,"flight"])</script><script src="/_next/static/chunks/runtime.js" async=""></script></body></html>',
].join('');

test('the build scripts and their preloads leave the page, and one loader at the end of the body adds them in order', () => {
  const rewritten = scriptsAfterPaintInPage(page);
  assert.doesNotMatch(rewritten, /async=""|rel="preload" as="script"/);
  assert.ok(rewritten.endsWith(`${afterPaintLoader(['/_next/static/chunks/react.js', '/_next/static/chunks/runtime.js'])}</body></html>`));
  // The inline data and the legacy-browser polyfill are not the loader's business.
  assert.match(rewritten, /self\.__next_f\.push/);
  assert.match(rewritten, /noModule=""/);
});

test('the scripts a rewritten page adds can be read back from it, in order', () => {
  assert.deepEqual(afterPaintSources(scriptsAfterPaintInPage(page)), [['/_next/static/chunks/react.js', '/_next/static/chunks/runtime.js']]);
  assert.deepEqual(afterPaintSources(page), []);
});

test('a page already rewritten, or with no build scripts, is left as it is', () => {
  const once = scriptsAfterPaintInPage(page);
  assert.equal(scriptsAfterPaintInPage(once), once);
  assert.equal(scriptsAfterPaintInPage('<html><body><p>Static</p></body></html>'), '<html><body><p>Static</p></body></html>');
});

/** Runs the loader in a stand-in browser: what it appends, and when. */
function runLoader({ visibilityState = 'visible', paintTiming = true } = {}) {
  const appended = [];
  const frames = [];
  const tasks = [];
  const timers = [];
  const observers = [];
  const document = {
    visibilityState,
    createElement: () => ({}),
    head: { appendChild: (element) => appended.push({ src: element.src, async: element.async }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
    }
    observe(options) {
      // The loader's object comes from another realm: compared by value.
      assert.deepEqual(JSON.parse(JSON.stringify(options)), { type: 'paint', buffered: true });
      this.connected = true;
      observers.push(this);
    }
    disconnect() {
      this.connected = false;
    }
  }
  const window = { PerformanceObserver };
  const code = afterPaintLoader(['/a.js', '/b.js']).replace(/^<script[^>]*>|<\/script>$/g, '');
  runInNewContext(code, {
    document,
    window,
    PerformanceObserver,
    requestAnimationFrame: (callback) => frames.push(callback),
    // A task for the next turn (no delay), or the timed fallback (its delay kept).
    setTimeout: (callback, delay) => (delay === undefined ? tasks.push(callback) : timers.push({ callback, delay })),
  });
  /** The browser reports the first paint, once that frame is on the screen. */
  const paint = () => {
    for (const observer of observers.filter((one) => one.connected)) observer.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] }, observer);
  };
  return { appended, frames, tasks, timers, paint, observers };
}

const inOrder = [
  { src: '/a.js', async: false },
  { src: '/b.js', async: false },
];

test('on a visible page the scripts are added once the first paint is on the screen, in order and run in order', () => {
  const { appended, frames, tasks, paint, observers } = runLoader();
  assert.equal(appended.length, 0, 'nothing before the first paint');
  assert.equal(frames.length, 0, 'an animation frame comes before its frame is shown: not used');
  paint();
  assert.equal(observers[0].connected, false, 'one paint is enough');
  assert.equal(appended.length, 0, 'not inside the paint report itself');
  tasks.shift()();
  assert.deepEqual(appended, inOrder);
});

test('a browser without paint timing adds them after the next animation frame', () => {
  const { appended, frames, tasks } = runLoader({ paintTiming: false });
  assert.equal(appended.length, 0);
  frames.shift()();
  assert.equal(appended.length, 0, 'nothing inside the frame itself');
  tasks.shift()();
  assert.deepEqual(appended, inOrder);
});

test('a hidden tab, which paints no frame, gets its scripts at once', () => {
  assert.deepEqual(runLoader({ visibilityState: 'hidden' }).appended, inOrder);
});

test('when the paint report never comes, the scripts are added after the timeout all the same', () => {
  const { appended, timers } = runLoader();
  assert.deepEqual(
    timers.map((timer) => timer.delay),
    [paintReportTimeoutMs],
  );
  assert.equal(appended.length, 0);
  timers[0]?.callback();
  assert.deepEqual(appended, inOrder);
});

test('the scripts are added once, whichever comes first: the paint report or the timeout', () => {
  const { appended, tasks, timers, paint } = runLoader();
  paint();
  tasks.shift()();
  timers[0]?.callback();
  assert.deepEqual(appended, inOrder);
});

test('a page that still carries a build script the step did not recognise is named', () => {
  const deferred = page.replace('<script src="/_next/static/chunks/react.js" async="">', '<script defer="" src="/_next/static/chunks/react.js">');
  assert.deepEqual(scriptsLeftBehind(scriptsAfterPaintInPage(deferred)), ['<script defer="" src="/_next/static/chunks/react.js">']);
  assert.deepEqual(scriptsLeftBehind(scriptsAfterPaintInPage(page)), [], 'the noModule polyfill is left to legacy browsers');
});

const build = mkdtempSync(join(tmpdir(), 'scripts-after-paint-'));
after(() => rmSync(build, { recursive: true, force: true }));

/** A build folder with `html` as its one page, in the build and in the standalone server. */
function fakeBuild(name, html) {
  const files = [join(build, name, 'server', 'app', 'ke.html'), join(build, name, 'standalone', '.next', 'server', 'app', 'ke.html')];
  for (const file of files) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
  }
  return join(build, name);
}

test('the build fails when a page keeps a framework script tag the step should have handled', () => {
  const changedTag = page.replace('<script src="/_next/static/chunks/react.js" async="">', '<script async="" src="/_next/static/chunks/react.js">');
  assert.throws(() => scriptsAfterPaint(fakeBuild('changed-tag', changedTag)), /Build scripts left in the page[\s\S]*react\.js/);
  const modulePreload = page.replace('<html><head>', '<html><head><link rel="modulepreload" href="/_next/static/chunks/app.js"/>');
  assert.throws(() => scriptsAfterPaint(fakeBuild('module-preload', modulePreload)), /modulepreload/);
});

test('the build fails when no page at all was rewritten', () => {
  assert.throws(
    () => scriptsAfterPaint(fakeBuild('nothing', '<html><head></head><body><p>Static</p></body></html>')),
    /No prerendered page .* carries the after-paint loader/,
  );
});

test('a build rewrites its pages, and the standalone server gets the same pages', () => {
  const pages = [join(build, 'server', 'app', 'ke.html'), join(build, 'standalone', '.next', 'server', 'app', 'ke.html')];
  for (const file of pages) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page);
  }
  assert.equal(scriptsAfterPaint(build).length, 2);
  for (const file of pages) assert.equal(readFileSync(file, 'utf8'), scriptsAfterPaintInPage(page));
});
