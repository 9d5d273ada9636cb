import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of process.argv.slice(2)) {
  const [path, widthText] = spec.split('@');
  const width = Number(widthText ?? 1280);
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: width > 600 ? 0.5 : 0.75 });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:3130${path}`, { waitUntil: 'networkidle' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = width > 600 ? 2400 : 1600;
  for (let y = 0, i = 0; y < height; y += step, i += 1) {
    await page.screenshot({ path: `/tmp/issue3-shots/${path.replaceAll('/', '_')}_${width}_${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, height - y) } });
  }
  await context.close();
}
await browser.close();
