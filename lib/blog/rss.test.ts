import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { articleLocales } from '../i18n/locales';
import { siteFiles } from '../routes';
import { blogFeed, feedPathIn } from './feed';
import { getAllPosts } from './posts';
import { escapeXml, renderRss } from './rss';
import type { PostMeta } from './types';

const parser = new XMLParser({ ignoreAttributes: false });

describe('the RSS feed', () => {
  const xml = blogFeed(getAllPosts(), 'en');
  const feed = parser.parse(xml);
  const items: { title: string; link: string; pubDate: string; description: string; guid: { '#text': string } }[] = feed.rss.channel.item;

  it('is well-formed RSS 2.0 with every published article and no draft', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed.rss['@_version']).toBe('2.0');
    // The fixture blog (test/fixtures/blog): two published English articles, a draft and a
    // Swahili translation, which has a feed of its own.
    expect(items.map((item) => item.link.split('/').at(-1))).toEqual(['fixture-new-post', 'fixture-companion-post']);
  });

  it('gives each article an absolute link, an RFC 822 date and its excerpt', () => {
    const posts = getAllPosts();
    for (const item of items) {
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/ke\/blog\/[a-z0-9-]+$/);
      expect(item.guid['#text']).toBe(item.link);
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 GMT$/);
      const post = posts.find((candidate) => item.link.endsWith(`/${candidate.slug}`));
      expect(item.description).toBe(post?.excerpt);
    }
    expect(feed.rss.channel['atom:link']['@_href']).toMatch(/^https?:\/\/.+\/blog\/rss\.xml$/);
  });

  it('lists the newest article first', () => {
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('escapes text that would otherwise break the XML', () => {
    const tricky: PostMeta = {
      slug: 'tricky',
      title: 'Fees < 2% & "free" <script>',
      excerpt: "Tom's <b>bold</b> claim",
      author: 'A & B',
      date: '2026-01-01',
      category: 'Technology',
      featured: false,
      image: '/images/blog/x.svg',
      readTime: 1,
      language: 'en',
    };
    const out = renderRss([tricky], {
      title: 'T',
      description: 'D',
      language: 'en',
      link: 'https://x.test/ke/blog',
      feedUrl: 'https://x.test/blog/rss.xml',
      postUrl: (slug) => `https://x.test/ke/blog/${slug}?a=1&b=2`,
    });
    expect(XMLValidator.validate(out)).toBe(true);
    const item = parser.parse(out).rss.channel.item;
    expect(out).not.toContain('<script>');
    expect(out).toContain('<link>https://x.test/ke/blog/tricky?a=1&amp;b=2</link>');
    expect(item.link).toBe('https://x.test/ke/blog/tricky?a=1&b=2');
    expect(item.title).toBe('Fees < 2% & "free" <script>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('the feed per language', () => {
  const channel = (xml: string) => parser.parse(xml).rss.channel;
  const links = (xml: string): string[] => [channel(xml).item].flat().map((item: { link: string }) => item.link);

  it('gives the Swahili articles a feed of their own, in Swahili, at Swahili addresses', () => {
    const xml = blogFeed(getAllPosts(), 'sw');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(channel(xml).language).toBe('sw');
    expect(channel(xml).title).toBe('Blogu ya Kilele Pay');
    expect(channel(xml).link).toMatch(/^https?:\/\/[^/]+\/ke\/sw\/blog$/);
    expect(channel(xml)['atom:link']['@_href']).toMatch(/^https?:\/\/[^/]+\/sw\/blog\/rss\.xml$/);
    expect(links(xml)).toEqual([expect.stringMatching(/\/ke\/sw\/blog\/fixture-new-post-sw$/)]);
  });

  it('keeps the English feed English: a Swahili file changes nothing in it', () => {
    const english = getAllPosts().filter((post) => post.language === 'en');
    const xml = blogFeed(getAllPosts(), 'en');
    expect(channel(xml).language).toBe('en');
    expect(xml).toBe(blogFeed(english, 'en'));
    expect(xml).not.toContain('fixture-new-post-sw');
  });

  it("puts each article language's feed at an address the site serves as a file", () => {
    const served: readonly string[] = Object.values(siteFiles);
    for (const language of articleLocales) expect(served).toContain(feedPathIn(language));
    expect(feedPathIn('sw')).toBe('/sw/blog/rss.xml');
  });
});
