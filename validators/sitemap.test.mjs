// /sitemap.xml of the last build against the Sitemap 0.9 schema and the xhtml alternates it
// carries (schemas/, vendored: no network), with xmllint compiled to WebAssembly; then the
// alternates themselves: each entry names itself, and every address it names is in the sitemap.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { generatedFile } from './last-build.mjs';

const schemaFile = (fileName) => ({ fileName, contents: readFileSync(new URL(`schemas/${fileName}`, import.meta.url), 'utf8') });
const sitemap = generatedFile('/sitemap.xml');

test('/sitemap.xml is valid against the sitemap 0.9 schema and the xhtml alternates', async () => {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: sitemap }],
    schema: [schemaFile('sitemap-with-alternates.xsd')],
    preload: [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')],
  });
  assert.equal(result.errors.length, 0, result.errors.map((error) => error.rawMessage).join('\n'));
});

test('each sitemap entry names itself among its alternates, and every alternate is listed', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'xhtml:link'].includes(name) });
  const { urlset } = parser.parse(sitemap);
  const entries = urlset.url.map((url) => ({ loc: url.loc, alternates: (url['xhtml:link'] ?? []).map((link) => link.href) }));
  assert.ok(entries.length > 0, 'the sitemap lists no page');
  const listed = new Set(entries.map((entry) => entry.loc));
  const problems = entries.flatMap(({ loc, alternates }) => [
    ...(alternates.includes(loc) ? [] : [`${loc} does not name itself among its alternates`]),
    ...alternates.filter((href) => !listed.has(href)).map((href) => `${loc} names ${href}, which the sitemap does not list`),
  ]);
  assert.deepEqual(problems, []);
});
