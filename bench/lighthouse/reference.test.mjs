import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lcpRatio, referenceAppDir, referenceRunsPerSlot } from './reference.mjs';

test("a route's LCP is divided by the reference's; nothing to divide gives no ratio", () => {
  assert.equal(lcpRatio(1100, 1000), 1.1);
  assert.equal(lcpRatio(null, 1000), null);
  assert.equal(lcpRatio(1100, null), null);
  assert.equal(lcpRatio(1100, 0), null);
});

test('the reference runs once between routes, and at least as often as a route in all', () => {
  // 8 routes: 9 slots (before each route and after the last), one run each.
  assert.equal(referenceRunsPerSlot(8, 3), 1);
  // One route, three runs: two slots, two runs each, so the median has as many runs as the route's.
  assert.equal(referenceRunsPerSlot(1, 3), 2);
  assert.ok(referenceRunsPerSlot(1, 3) * 2 >= 3);
});

test('the reference app is bare: no client component but the hydration marker, no stylesheet, no image', () => {
  const appDir = join(referenceAppDir, 'app');
  const sources = readdirSync(appDir).map((name) => ({ name, text: readFileSync(join(appDir, name), 'utf8') }));
  assert.ok(
    sources.some(({ name }) => name.startsWith('page.')),
    'the reference app has a page',
  );
  for (const { name, text } of sources) {
    assert.doesNotMatch(name, /\.(css|svg|png|jpe?g|webp)$/, name);
    assert.doesNotMatch(text, /\.css['"]|<img|next\/image/, name);
    if (name === 'hydration-marker.jsx') {
      // It renders nothing and only marks the moment: its effect is its whole body.
      assert.match(text, /return null;/, name);
      assert.match(text, /performance\.mark\('hydrated'\)/, name);
    } else {
      assert.doesNotMatch(text, /['"]use client['"]/, name);
    }
  }
});
