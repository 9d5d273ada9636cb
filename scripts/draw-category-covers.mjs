// Draws the category covers in public/images/blog/categories/: the cover an article shows
// when its frontmatter names no image (lib/blog/cover.ts). Each is one of the site's
// illustrations on the blog covers' dark green, 1200 × 630 like an editor's cover, so a card
// keeps its shape. Run it again after changing an illustration: node scripts/draw-category-covers.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const illustrations = {
  'api-guides': 'developers',
  'industry-insights': 'store',
  'market-analysis': 'dashboard',
  'fintech-trends': 'mobile-app',
  'developer-resources': 'gateway',
  regulatory: 'reconciliation',
  technology: 'payments',
};

const root = process.cwd();
const outDir = join(root, 'public', 'images', 'blog', 'categories');
mkdirSync(outDir, { recursive: true });

for (const [category, illustration] of Object.entries(illustrations)) {
  const svg = readFileSync(join(root, 'public', 'images', 'illustrations', `${illustration}.svg`), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // The 320 × 240 illustration at 1.6×, centred, on two rings of the brand's greens.
  const cover =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
    '<rect width="1200" height="630" fill="#083f2a"/>' +
    '<circle cx="600" cy="315" r="290" fill="#0b6b43"/><circle cx="600" cy="315" r="290" fill="none" stroke="#17905a" stroke-width="20" stroke-dasharray="80 40"/>' +
    `<g transform="translate(344 123) scale(1.6)">${inner}</g>` +
    '</svg>\n';
  writeFileSync(join(outDir, `${category}.svg`), cover);
}
console.log(`Drew ${Object.keys(illustrations).length} category covers in ${outDir}`);
