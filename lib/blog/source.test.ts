import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categoryCoverSrc } from './cover';
import { blogContentDir, publicDir, readPostSources } from './source';

// Fixed, so that no result depends on the day the tests run.
const today = '2026-06-15';

describe('the fixture blog', () => {
  it('is read without its README, drafts left out unless asked for', () => {
    const published = readPostSources(blogContentDir, { publicDir, today });
    expect(published.map((post) => post.slug)).toEqual(['fixture-new-post-sw', 'fixture-new-post', 'fixture-companion-post']);
    const all = readPostSources(blogContentDir, { publicDir, today, drafts: true });
    expect(all.map((post) => post.slug)).toEqual(['fixture-draft-post', 'fixture-new-post-sw', 'fixture-new-post', 'fixture-companion-post']);
    expect(all.find((post) => post.slug === 'fixture-draft-post')?.draft).toBe(true);
  });

  it('gives a post without an image its category’s cover, as decoration', () => {
    const post = readPostSources(blogContentDir, { publicDir, today }).find((candidate) => candidate.slug === 'fixture-new-post');
    expect(post).toMatchObject({ image: categoryCoverSrc('Regulatory'), coverAlt: '', readTime: 3, draft: false });
  });

  it('reads an article as English unless it says otherwise, and a translation with its original', () => {
    const posts = readPostSources(blogContentDir, { publicDir, today });
    expect(posts.find((post) => post.slug === 'fixture-new-post')).toMatchObject({ language: 'en' });
    expect(posts.find((post) => post.slug === 'fixture-new-post')?.translationOf).toBeUndefined();
    expect(posts.find((post) => post.slug === 'fixture-new-post-sw')).toMatchObject({ language: 'sw', translationOf: 'fixture-new-post' });
  });
});

describe('readPostSources rejects bad content, naming the file, the line and the field', () => {
  let dir: string;
  let images: string;

  const valid = {
    title: "'A valid title'",
    excerpt: "'A valid excerpt.'",
    author: 'Test Author',
    date: '2026-01-15',
    category: 'Regulatory',
    featured: 'false',
    image: '/images/blog/fixture.svg',
  };

  function write(name: string, fields: Record<string, string | undefined>, body = 'Some words in the body.') {
    const lines = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`);
    writeFileSync(join(dir, name), `---\n${lines.join('\n')}\n---\n\n${body}\n`);
  }

  const read =
    (options = {}) =>
    () =>
      readPostSources(dir, { publicDir: images, today, ...options });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'blog-fixture-'));
    images = mkdtempSync(join(tmpdir(), 'blog-public-'));
    mkdirSync(join(images, 'images', 'blog'), { recursive: true });
    writeFileSync(join(images, 'images', 'blog', 'fixture.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"/>');
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(images, { recursive: true, force: true });
  });

  it('accepts a valid file, computing the read time and defaulting featured and draft', () => {
    write('good-post.mdx', { ...valid, featured: undefined }, 'word '.repeat(450));
    const [post] = read()();
    expect(post).toMatchObject({ slug: 'good-post', title: 'A valid title', date: '2026-01-15', featured: false, draft: false, readTime: 3 });
    expect(post).toMatchObject({ image: '/images/blog/fixture.svg', coverAlt: '', bodyLine: 9 });
  });

  it('keeps a read time and a cover description given in the frontmatter', () => {
    write('given.mdx', { ...valid, readTime: '9', imageAlt: "'A phone showing an M-Pesa prompt'" });
    expect(read()()[0]).toMatchObject({ readTime: 9, coverAlt: 'A phone showing an M-Pesa prompt' });
  });

  it('accepts an article dated today, and a draft dated later', () => {
    write('today.mdx', { ...valid, date: today });
    write('planned.mdx', { ...valid, date: '2099-01-01', draft: 'true' });
    expect(read({ drafts: true })().map((post) => post.slug)).toEqual(['planned', 'today']);
  });

  it.each([
    ['a missing field', { title: undefined }, 'title', 1],
    ['an empty field', { author: "''" }, 'author', 4],
    ['a wrong type', { featured: 'yes please' }, 'featured', 7],
    ['an unknown category', { category: 'Payments' }, 'category', 6],
    ['an impossible date', { date: '2025-02-30' }, 'date', 5],
    ['a month that does not exist', { date: '2025-13-01' }, 'date', 5],
    ['a date in another format', { date: '15/01/2026' }, 'date', 5],
    ['a quoted bad date', { date: "'January 2026'" }, 'date', 5],
    ['a published date after today', { date: '2026-06-16' }, 'date', 5],
    ['a draft flag that is not true or false', { draft: 'maybe' }, 'draft', 9],
    ['an image outside public/images/blog', { image: 'https://example.com/x.png' }, 'image', 8],
    ['an image that does not exist', { image: '/images/blog/missing.svg' }, 'image', 8],
    ['a cover description without a cover', { image: undefined, imageAlt: "'A chart'" }, 'imageAlt', 8],
    ['a misspelt field', { auther: 'Someone' }, 'auther', 9],
    ['a read time that is not a number', { readTime: 'five' }, 'readTime', 9],
    ['a language the blog has no pages for', { language: 'fr' }, 'language', 9],
    ['a translationOf that is a title, not a slug', { language: 'sw', translationOf: "'A valid title'" }, 'translationOf', 10],
  ])('%s', (_case, change, field, line) => {
    write('bad-post.mdx', { ...valid, ...change });
    expect(read()).toThrow(new RegExp(`bad-post\\.mdx:${line} ${field}: `));
  });

  it('a file name that is not a slug', () => {
    write('Bad_Name.mdx', valid);
    expect(read()).toThrow(/Bad_Name\.mdx:1 slug: /);
  });

  it('a duplicate slug', () => {
    write('same-slug.md', valid);
    write('same-slug.mdx', valid);
    expect(read()).toThrow(/same-slug\.mdx:1 slug: duplicate slug "same-slug", also .*same-slug\.md$/m);
  });

  it('frontmatter in JavaScript, which gray-matter would evaluate', () => {
    writeFileSync(join(dir, 'js-post.mdx'), '---js\n{ title: (globalThis.evaluated = true, "x") }\n---\nbody\n');
    expect(read()).toThrow(/js-post\.mdx:1 \(frontmatter\): Only YAML frontmatter/);
    expect(Reflect.get(globalThis, 'evaluated')).toBeUndefined();
  });

  it('lists every bad field of every file at once', () => {
    write('many.mdx', { ...valid, title: undefined, category: 'Nope' });
    write('more.mdx', { ...valid, date: '2099-01-01' });
    expect(read()).toThrow(/many\.mdx:1 title: [\s\S]*many\.mdx:5 category: [\s\S]*more\.mdx:5 date: date 2099-01-01 is after today/);
  });

  describe('a translation', () => {
    const original = { ...valid, title: "'The original'" };
    const swahili = (translationOf: string, extra: Record<string, string> = {}) => ({ ...valid, language: 'sw', translationOf, ...extra });

    it('names its original, in the other language, and reads with it', () => {
      write('original.mdx', original);
      write('tafsiri.mdx', swahili('original'));
      expect(read()().map((post) => [post.slug, post.language, post.translationOf])).toEqual([
        ['tafsiri', 'sw', 'original'],
        ['original', 'en', undefined],
      ]);
    });

    it.each([
      [
        'an article that does not exist',
        () => write('tafsiri.mdx', swahili('no-such-article')),
        /tafsiri\.mdx:10 translationOf: there is no article "no-such-article"/,
      ],
      ['itself', () => write('tafsiri.mdx', swahili('tafsiri')), /tafsiri\.mdx:10 translationOf: an article cannot be its own translation/],
      [
        'an article in the same language',
        () => {
          write('original.mdx', { ...original, language: 'sw' });
          write('tafsiri.mdx', swahili('original'));
        },
        /tafsiri\.mdx:10 translationOf: "original" is in language sw too/,
      ],
      [
        'a translation instead of its original',
        () => {
          write('original.mdx', original);
          write('first.mdx', swahili('original'));
          write('second.mdx', { ...valid, translationOf: 'first' });
        },
        /second\.mdx:9 translationOf: "first" is itself a translation of "original": name the original, translationOf: original/,
      ],
      [
        'a draft, when the translation is published',
        () => {
          write('original.mdx', { ...original, draft: 'true' });
          write('tafsiri.mdx', swahili('original'));
        },
        /tafsiri\.mdx:10 translationOf: "original" is a draft/,
      ],
      [
        'an original that already has a translation in that language',
        () => {
          write('original.mdx', original);
          write('tafsiri-a.mdx', swahili('original'));
          write('tafsiri-b.mdx', swahili('original'));
        },
        /tafsiri-b\.mdx:10 translationOf: "original" already has a translation in language sw: .*tafsiri-a\.mdx$/m,
      ],
    ])('is refused when it names %s', (_case, setUp, message) => {
      setUp();
      expect(read({ drafts: true })).toThrow(message);
    });
  });
});
