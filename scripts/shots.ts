// npm run shots -- [paths]: a contact sheet of the last build, for a person to look at. Each page
// template (or only the paths given, e.g. /ke/blog/my-new-post) at a phone's, a tablet's and a
// desktop's width, in the language of its address, as one HTML page: shots/index.html.
// It starts the build's standalone server itself on a free port, as `npm start` would, and stops
// it by its process id when done; BASE_URL points it at a server already running instead
// (`npm run dev`, where drafts show).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { z } from '../lib/zod';
import { launchOptions } from '../playwright.config';
import { languageOf, pageTemplates, shotLanguages } from '../e2e/support/page-templates';
import type { ShotLanguage } from '../e2e/support/page-templates';

const widths = [360, 768, 1280] as const;
const viewportHeight = 800;
const outDir = resolve('shots');
const serverEntry = resolve('.next/standalone/serve.mjs');
/** How many pages are open at once: the machine may be shared with a build or the tests. */
const openAtOnce = 2;

const pathsSchema = z.array(
  z
    .string()
    .regex(/^\/[^\s]*$/, 'a path starts with / and has no spaces, e.g. /ke/blog/my-new-post')
    .refine((path) => !path.startsWith('//'), 'a path of this site, not another host'),
);

/** A server already running (`npm run dev`, where drafts show) instead of the build's own. */
const baseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'an http(s) address, e.g. http://localhost:3000' })
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();

interface Shot {
  path: string;
  language: ShotLanguage;
  width: number;
  file: string;
  status?: number;
  title?: string;
  /** How much wider than the screen the page is, in CSS pixels (0 when it fits). */
  overflow?: number;
  error?: string;
}

function freePort(): Promise<number> {
  return new Promise((found, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port ? found(port) : failed(new Error('no free port'))));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped at start (exit code ${server.exitCode})`);
    const answered = await fetch(`http://127.0.0.1:${port}/ke`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return server;
    await new Promise((wait) => setTimeout(wait, 300));
  }
  await stopServer(server);
  throw new Error('the server did not answer within two minutes');
}

/** Stops the server this script started, by its process id; forcefully if it lingers. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((done) => server.once('exit', done));
  process.kill(server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid !== undefined && server.exitCode === null && process.kill(server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function fileName(path: string, width: number): string {
  const slug =
    path
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-+$/, '') || 'root';
  return `${slug}-${width}.jpg`;
}

async function takeShots(browser: Browser, origin: string, paths: readonly string[]): Promise<Shot[]> {
  const shots: Shot[] = widths.flatMap((width) => paths.map((path): Shot => ({ path, language: languageOf(path), width, file: fileName(path, width) })));
  const contexts = new Map<number, BrowserContext>();
  for (const width of widths) {
    contexts.set(width, await browser.newContext({ viewport: { width, height: viewportHeight }, serviceWorkers: 'block', reducedMotion: 'reduce' }));
  }
  let next = 0;
  async function worker() {
    for (let shot = shots[next++]; shot; shot = shots[next++]) {
      const context = contexts.get(shot.width);
      if (!context) continue;
      const page = await context.newPage();
      try {
        const response = await page.goto(origin + shot.path, { waitUntil: 'load', timeout: 60_000 });
        shot.status = response?.status();
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => undefined);
        // Scrolled through once, so that images loaded lazily are there in the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((wait) => requestAnimationFrame(wait));
          }
          window.scrollTo(0, 0);
          await document.fonts.ready;
        });
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        shot.title = await page.title();
        shot.overflow = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
        await page.screenshot({
          path: join(outDir, shot.file),
          fullPage: true,
          type: 'jpeg',
          quality: 70,
          scale: 'css',
          animations: 'disabled',
          caret: 'hide',
        });
        console.log(`${shot.path} at ${shot.width} px`);
      } catch (error) {
        shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.error(`${shot.path} at ${shot.width} px: ${shot.error}`);
      } finally {
        await page.close();
      }
    }
  }
  await Promise.all(Array.from({ length: openAtOnce }, worker));
  await Promise.all([...contexts.values()].map((context) => context.close()));
  return shots;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const languageNames: Record<ShotLanguage, string> = { en: 'English', sw: 'Kiswahili' };

function contactSheet(shots: readonly Shot[], paths: readonly string[]): string {
  const rows = paths.map((path) => {
    const figures = shots
      .filter((shot) => shot.path === path)
      .map((shot) => {
        const notes = [
          shot.status !== undefined && shot.status !== 200 ? `status ${shot.status}` : '',
          shot.overflow ? `${shot.overflow} px wider than the screen` : '',
          shot.error ? `not taken: ${shot.error}` : '',
        ].filter(Boolean);
        const label = `${escapeHtml(path)} · ${languageNames[shot.language]} · ${shot.width} px`;
        const picture = shot.error
          ? ''
          : `<a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" width="${Math.round(shot.width / 2)}" alt="${label}" loading="lazy"></a>`;
        return `<figure style="width:${Math.round(shot.width / 2)}px">${picture}<figcaption>${label}${notes.map((note) => `<br><strong>${escapeHtml(note)}</strong>`).join('')}</figcaption></figure>`;
      });
    return `<section><h2>${escapeHtml(path)}</h2><div class="row">${figures.join('')}</div></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact sheet: ${paths.length} pages</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem;background:#f3f4f6;color:#111}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.row{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0;flex:none}
img{display:block;height:auto;border:1px solid #9ca3af;background:#fff}
figcaption{margin-top:.25rem}
strong{color:#b91c1c}
</style></head><body>
<h1>Contact sheet</h1>
<p>Taken ${escapeHtml(new Date().toISOString())} from the last build; shown at half size, each picture links to its full size.</p>
${rows.join('\n')}
</body></html>
`;
}

async function main(): Promise<number> {
  const given = pathsSchema.safeParse(process.argv.slice(2));
  if (!given.success) {
    console.error(`Usage: npm run shots -- [/path ...]\n${given.error.issues.map((issue) => issue.message).join('\n')}`);
    return 1;
  }
  const baseUrl = baseUrlSchema.safeParse(process.env.BASE_URL);
  if (!baseUrl.success) {
    console.error(`BASE_URL: ${baseUrl.error.issues.map((issue) => issue.message).join('; ')}`);
    return 1;
  }
  if (baseUrl.data === undefined && !existsSync(serverEntry)) {
    console.error('npm run shots: no standalone build; run `npm run build` first');
    return 1;
  }
  const paths = given.data.length > 0 ? given.data : pageTemplates.flatMap((template) => shotLanguages.flatMap((language) => template.paths[language] ?? []));

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const port = baseUrl.data === undefined ? await freePort() : 0;
  const server = baseUrl.data === undefined ? await startServer(port) : undefined;
  const origin = baseUrl.data ?? `http://127.0.0.1:${port}`;
  let shots: Shot[] = [];
  try {
    const browser = await chromium.launch(launchOptions);
    try {
      shots = await takeShots(browser, origin, paths);
    } finally {
      await browser.close();
    }
  } finally {
    if (server) await stopServer(server);
  }
  const sheet = join(outDir, 'index.html');
  writeFileSync(sheet, contactSheet(shots, paths));
  const failed = shots.filter((shot) => shot.error).length;
  console.log(`${shots.length - failed} of ${shots.length} screenshots: ${pathToFileURL(sheet).href}`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
