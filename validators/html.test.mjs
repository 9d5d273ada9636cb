// Every prerendered page of the last build, English and Kiswahili, through html-validate with
// the rules of html-validate.config.mjs. One test per page; a failure lists each message with
// its rule, its line and the element it is about.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlValidateConfig } from './html-validate.config.mjs';
import { prerenderedPages } from './last-build.mjs';

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
const pages = prerenderedPages();

test('the build has prerendered pages to validate', () => {
  assert.ok(pages.length > 0, 'no prerendered page in .next/server/app');
});

for (const { route, html } of pages) {
  test(`${route} is valid HTML`, async () => {
    const report = await validator.validateString(html, route);
    const messages = report.results.flatMap((result) => result.messages);
    assert.equal(
      messages.length,
      0,
      messages
        .map((message) => `${route}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`)
        .join('\n'),
    );
  });
}
