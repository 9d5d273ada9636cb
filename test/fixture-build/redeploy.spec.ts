import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { deployFiles, rollingRestart, startTestBed, standaloneFolder } from '../../scripts/test-bed/index.mjs';
import { pageCacheSeconds } from '../../scripts/test-bed/nginx-config.mjs';
import { fixtureFolders, fixturePort } from './folders';
import { whenKept } from '../../e2e/support/service-worker';

// A deploy as a visitor lives it, through the front door: the production-shaped bed
// (scripts/test-bed) starts on the project's build, then the editors' fixture build, a real
// second build with other chunks, is deployed over it as docs/production.md says (its files
// first, then the instances one by one).

const fixture = fixtureFolders(fixturePort);
const buildIdOf = (standalone: string) => readFileSync(join(standalone, '.next', 'BUILD_ID'), 'utf8').trim();
const scriptsOf = (html: string) => [...new Set(html.match(/\/_next\/static\/[\w/.~-]+\.js/g) ?? [])];

function staticFilesOf(standalone: string): Set<string> {
  const root = join(standalone, '.next', 'static');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return new Set(walk(root).map((file) => `/_next/static/${relative(root, file)}`));
}

test('a tab opened before a deploy still loads its own chunks; a new visitor gets the new build within the cache interval', async ({ browser }) => {
  test.setTimeout(240_000);
  const oldBuild = buildIdOf(standaloneFolder);
  const newBuild = buildIdOf(fixture.standalone);
  expect(newBuild).not.toBe(oldBuild);
  const bed = await startTestBed({ basePort: Number(process.env.REDEPLOY_BED_PORT ?? 3750) });
  // The old tab is a returning reader's: its service worker keeps what it reads.
  const reader = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const front = `http://127.0.0.1:${bed.state.ports.nginx}`;
    const oldTab = await reader.newPage();
    const brokenAssets: string[] = [];
    oldTab.on('response', (response) => {
      if (response.url().includes('/_next/') && response.status() >= 400) brokenAssets.push(`${response.status()} ${response.url()}`);
    });
    await oldTab.goto(`${front}/ke`);
    expect(await oldTab.content()).toContain(oldBuild);
    const oldScripts = await oldTab.evaluate(() =>
      [...document.scripts].map((script) => new URL(script.src || location.href).pathname).filter((path) => path.startsWith('/_next/static/')),
    );
    expect(oldScripts.length).toBeGreaterThan(0);
    await whenKept(oldTab, '/ke');
    const cacheNames = () => oldTab.evaluate(() => caches.keys());
    expect(await cacheNames()).toContain(`kilele-pages-${oldBuild}`);

    deployFiles(bed.state, fixture.standalone);
    await rollingRestart(bed.state, { BLOG_CONTENT_DIR: fixture.content, NEXT_PUBLIC_PSEUDO_LOCALE: '1' });
    const switched = Date.now();
    const newFiles = staticFilesOf(fixture.standalone);
    // The builds differ: some of the old tab's chunks exist in the old build alone.
    const oldOnly = oldScripts.filter((path) => !newFiles.has(path));
    expect(oldOnly.length).toBeGreaterThan(0);

    // Every chunk of the old tab still answers, from the files the deploy kept.
    const statuses = await oldTab.evaluate((paths) => Promise.all(paths.map(async (path) => `${(await fetch(path)).status} ${path}`)), oldScripts);
    expect(statuses).toEqual(oldScripts.map((path) => `200 ${path}`));
    // An island the old tab loads only now, on first use, comes from its own build.
    await oldTab.getByRole('button', { name: chatLauncherCopy.open, exact: true }).click();
    await expect(oldTab.getByRole('dialog')).toBeVisible();
    expect(brokenAssets).toEqual([]);

    // The tab's worker finds the new build's worker, which takes over at once and drops every
    // cache of the old build: no page of one build is ever served beside the other's chunks.
    await oldTab.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect.poll(cacheNames, { timeout: 20_000 }).toContain(`kilele-offline-${newBuild}`);
    await expect.poll(async () => (await cacheNames()).filter((name) => name.endsWith(oldBuild)), { timeout: 20_000 }).toEqual([]);
    await oldTab.goto(`${front}/ke/about`);
    expect(await oldTab.content()).toContain(newBuild);
    await expect.poll(cacheNames).toContain(`kilele-pages-${newBuild}`);
    expect(brokenAssets).toEqual([]);

    // One interval after the last instance switched, a new visitor gets the new build, in
    // every encoding the cache keeps, and every chunk its page names answers.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, switched + pageCacheSeconds * 1000 - Date.now())));
    for (const encoding of ['gzip', 'identity']) {
      const html = await (await fetch(`${front}/ke`, { headers: { 'accept-encoding': encoding } })).text();
      expect(html, encoding).toContain(newBuild);
    }
    const newVisitor = await browser.newPage();
    const failed: string[] = [];
    newVisitor.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await newVisitor.goto(`${front}/ke`);
    expect(await newVisitor.content()).toContain(newBuild);
    const newScripts = scriptsOf(await newVisitor.content());
    expect(newScripts.every((path) => newFiles.has(path))).toBe(true);
    await newVisitor.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  } finally {
    await reader.close();
    await bed.stop();
  }
});
