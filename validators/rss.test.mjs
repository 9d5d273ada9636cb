// The blog's RSS feeds of the last build, parsed: the channel and each item carry what RSS 2.0
// requires (https://www.rssboard.org/rss-specification), dates are RFC 822, links are absolute,
// guids are unique, and each item's link is an article the build prerendered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { generatedFile, prerenderedPages } from './last-build.mjs';

const feeds = ['/blog/rss.xml', '/sw/blog/rss.xml'];
const routes = new Set(prerenderedPages().map((page) => page.route));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' });
// RFC 822 as RSS uses it: optional weekday, day, month, four-digit year, time, zone.
const rfc822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:GMT|UT|[+-]\d{4}|[A-Z]{3})$/;
const isAbsolute = (url) => typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
const textOf = (value) => (typeof value === 'object' && value !== null ? value['#text'] : value);

for (const route of feeds) {
  const xml = generatedFile(route);

  test(`${route} is well-formed XML`, () => {
    const result = XMLValidator.validate(xml);
    assert.equal(result, true, result === true ? '' : `${result.err.msg} (line ${result.err.line})`);
  });

  test(`${route} has the channel and item fields RSS 2.0 requires`, () => {
    const { rss } = parser.parse(xml);
    assert.equal(rss?.['@version'], '2.0', 'the root is not <rss version="2.0">');
    const channel = rss.channel;
    const problems = [];
    for (const field of ['title', 'link', 'description']) if (!textOf(channel?.[field])) problems.push(`channel has no ${field}`);
    if (!isAbsolute(channel?.link)) problems.push(`channel link ${channel?.link} is not an absolute URL`);
    for (const field of ['lastBuildDate', 'pubDate'])
      if (channel?.[field] !== undefined && !rfc822.test(channel[field])) problems.push(`channel ${field} "${channel[field]}" is not an RFC 822 date`);
    const items = channel?.item ?? [];
    const guids = items.map((item) => textOf(item.guid));
    items.forEach((item, index) => {
      const name = `item ${index + 1}`;
      if (!textOf(item.title) && !textOf(item.description)) problems.push(`${name} has neither title nor description`);
      if (!textOf(item.title)) problems.push(`${name} has no title`);
      if (!isAbsolute(item.link)) problems.push(`${name} link ${item.link} is not an absolute URL`);
      else if (!routes.has(new URL(item.link).pathname)) problems.push(`${name} links to ${item.link}, which the build did not prerender`);
      if (!textOf(item.guid)) problems.push(`${name} has no guid`);
      else if (item.guid['@isPermaLink'] !== 'false' && !isAbsolute(textOf(item.guid))) problems.push(`${name} guid is a permalink but not an absolute URL`);
      if (guids.indexOf(textOf(item.guid)) !== index) problems.push(`${name} repeats the guid ${textOf(item.guid)}`);
      if (item.pubDate !== undefined && !rfc822.test(item.pubDate)) problems.push(`${name} pubDate "${item.pubDate}" is not an RFC 822 date`);
    });
    assert.deepEqual(problems, []);
  });
}
