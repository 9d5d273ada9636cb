import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { site } from '../site';
import { checkContent } from './check-content';
import { fenceLanguages } from './code-fences';
import { formatProblem } from './schema';
import { blogContentDir, publicDir } from './source';

const today = '2026-06-15';

describe('checkContent', () => {
  it('passes the fixture blog, drafts included', () => {
    const { posts, problems } = checkContent(blogContentDir, { publicDir, today });
    expect(problems).toEqual([]);
    expect(posts.map((post) => post.slug)).toContain('fixture-draft-post');
  });

  describe('on bad articles', () => {
    let dir: string;
    let images: string;

    function write(name: string, body: string, extra = '') {
      const frontmatter = `---\ntitle: 'T'\nexcerpt: 'E'\nauthor: A\ndate: 2026-01-15\ncategory: Technology\n${extra}---\n`;
      writeFileSync(join(dir, name), `${frontmatter}${body}\n`);
    }

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'check-content-'));
      images = mkdtempSync(join(tmpdir(), 'check-content-public-'));
      mkdirSync(join(images, 'images', 'blog', 'categories'), { recursive: true });
      writeFileSync(join(images, 'images', 'blog', 'categories', 'technology.svg'), '<svg width="1200" height="630"/>');
      writeFileSync(join(images, 'images', 'blog', 'chart.svg'), '<svg width="10" height="10"/>');
      writeFileSync(join(images, 'images', 'blog', 'no-size.svg'), '<svg viewBox="0 0 1 1"/>');
    });

    afterEach(() => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(images, { recursive: true, force: true });
    });

    const lines = () => checkContent(dir, { publicDir: images, today }).problems.map((problem) => formatProblem(problem).replace(`${dir}/`, ''));

    it('reports every problem of the body as file:line field: message', () => {
      write(
        'body.mdx',
        [
          '', // line 8
          'A [good link](/ke/developers), [a typo](/ke/develoeprs) and [an article](/ke/blog/other).',
          '',
          '<iframe src="x" />',
          '',
          '<SiteLink to="nowhere">docs</SiteLink> and [an outside link](https://example.com).',
          '',
          '![](/images/blog/chart.svg) ![A chart](/images/blog/missing.svg) ![Ok](/images/blog/chart.svg)',
        ].join('\n'),
      );
      expect(lines()).toEqual([
        'body.mdx:9 link: link "/ke/develoeprs" does not lead to a page',
        'body.mdx:9 link: link "/ke/blog/other": there is no article "other"',
        'body.mdx:11 jsx: <iframe> is not allowed in an article (allowed: Callout, SiteLink)',
        `body.mdx:13 link: <SiteLink to="nowhere">: use one of ${Object.keys(site.external).join(', ')}`,
        'body.mdx:13 link: link "https://example.com": write internal links as /ke/… and external ones as <SiteLink to="…"> (keys of site.external)',
        'body.mdx:15 image: image "/images/blog/chart.svg" needs alt text: ![what it shows](/images/blog/chart.svg)',
        'body.mdx:15 image: image "/images/blog/missing.svg": no file public/images/blog/missing.svg',
      ]);
    });

    it('lets a published article link to published ones only, and a draft to drafts too', () => {
      write('published.mdx', '\n[the draft](/ke/blog/draft) and [itself](/ke/blog/published)');
      write('draft.mdx', '\n[the other draft](/ke/blog/draft) and [the published](/ke/blog/published)', 'draft: true\n');
      expect(lines()).toEqual(['published.mdx:9 link: link "/ke/blog/draft": there is no article "draft"']);
    });

    it('lets /ke/blog links lead to English articles only: a Swahili one has no address there', () => {
      write('original.mdx', '\n[the Swahili version](/ke/blog/tafsiri)');
      write('tafsiri.mdx', '\n[the original](/ke/blog/original)', 'language: sw\ntranslationOf: original\n');
      expect(lines()).toEqual(['original.mdx:9 link: link "/ke/blog/tafsiri": there is no article "tafsiri"']);
    });

    it('keeps the links of an article in Kiswahili in Kiswahili, but for the API reference, untranslated articles and its original', () => {
      write('original.mdx', '\n[the demo](/ke/demo) and [contact us](/ke#contact)');
      write('other.mdx', '\nText.');
      write('nyingine.mdx', '\nText.', 'language: sw\ntranslationOf: other\n');
      write('untranslated.mdx', '\nText.');
      write(
        'tafsiri.mdx',
        [
          '', // line 10
          '[onyesho](/ke/demo), [wasiliana nasi](/ke#contact) na [makala nyingine](/ke/blog/other).',
          '',
          '[onyesho](/ke/sw/demo), [wasiliana nasi](/ke/sw#contact), [STK push](/ke/developers/api/mpesa-stk-push), [makala ya Kiingereza](/ke/blog/untranslated) na [makala asili](/ke/blog/original).',
        ].join('\n'),
        'language: sw\ntranslationOf: original\n',
      );
      expect(lines()).toEqual([
        'tafsiri.mdx:11 link: link "/ke/demo" leads to the English page: an article in language sw links to /ke/sw/demo',
        'tafsiri.mdx:11 link: link "/ke#contact" leads to the English page: an article in language sw links to /ke/sw#contact',
        'tafsiri.mdx:11 link: link "/ke/blog/other": the article has a version in language sw: link /ke/sw/blog/nyingine',
      ]);
    });

    it('lets an article link to an English one whose translation is still a draft', () => {
      write('original.mdx', '\nText.');
      write('rasimu.mdx', '\nText.', 'language: sw\ntranslationOf: original\ndraft: true\n');
      write('makala.mdx', '\n[makala ya Kiingereza](/ke/blog/original)', 'language: sw\n');
      expect(lines()).toEqual([]);
    });

    it('holds an article in Kiswahili to the glossary, reading any form of a ruled-out verb, outside code', () => {
      write(
        'makala.mdx',
        [
          '', // line 9
          'Mteja anapokea ombi na kuliidhinisha kwa PIN yake.',
          '',
          '```bash',
          'echo "kuliidhinisha"',
          '```',
          '',
          'Kadi imeidhinishwa na benki; mteja analikubali ombi `kuliidhinisha`.',
          '',
          '- Ombi limetumwa.', // line 18
          '- Malipo yaliyoshindikana yanarudiwa.',
        ].join('\n'),
        'language: sw\n',
      );
      write('english.mdx', '\nThe customer approves: kuliidhinisha.');
      expect(lines()).toEqual([
        'makala.mdx:10 glossary: "kuliidhinisha kwa PIN" is ruled out by the glossary (approve (a prompt))',
        'makala.mdx:19 glossary: "yaliyoshindikana" is ruled out by the glossary (failed (a payment, a request))',
      ]);
    });

    it('reports frontmatter problems, MDX syntax errors and covers without a size', () => {
      write('future.mdx', '\nText.', 'image: /images/blog/no-size.svg\n');
      writeFileSync(join(dir, 'late.mdx'), `---\ntitle: 'T'\nexcerpt: 'E'\nauthor: A\ndate: 2099-01-01\ncategory: Technology\n---\n\nText.\n`);
      write('broken.mdx', '\nSome text\n\n<Callout type="tip">\n\nNever closed.');
      write('fence.mdx', '\n```ruby\nputs 1\n```');
      expect(lines()).toEqual([
        'broken.mdx:11 mdx: Expected a closing tag for `<Callout>` (4:1-4:21)',
        `fence.mdx:9 code: code block \`\`\`ruby: unknown language (use one of ${Object.keys(fenceLanguages).join(', ')})`,
        'future.mdx:1 image: public/images/blog/no-size.svg: the <svg> element needs numeric width and height attributes',
        'late.mdx:5 date: date 2099-01-01 is after today (2026-06-15): date it today, or keep it as draft: true until its day',
      ]);
    });
  });
});
