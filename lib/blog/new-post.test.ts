import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { blogCategories } from './categories';
import { todayIn } from '../calendar-day';
import { newPost } from './new-post';
import { inspectArticle } from './source';

const run = promisify(execFile);

describe('a new post', () => {
  it('is a valid draft dated today, with a slug made from its title and the categories listed', () => {
    const { slug, source } = newPost({ title: "Kenya's M-Pesa: 5 Tips for Shops", author: "Wanjiru O'Brien", today: '2026-06-15' });
    expect(slug).toBe('kenyas-m-pesa-5-tips-for-shops');
    expect(source).toContain(`# One of: ${blogCategories.join(', ')}`);
    expect(source).toContain('date: 2026-06-15');
  });

  describe('npm run new-post', () => {
    let dir: string;
    const newPostScript = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/new-post.ts', ...args], { env: { ...process.env, BLOG_CONTENT_DIR: dir } });

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'new-post-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('writes content/blog/<slug>.mdx that passes the build’s rules, and never overwrites it', async () => {
      await newPostScript('Fees Explained: Cards vs M-Pesa');
      expect(readdirSync(dir)).toEqual(['fees-explained-cards-vs-m-pesa.mdx']);
      const checked = inspectArticle(dir, 'fees-explained-cards-vs-m-pesa.mdx', { drafts: true });
      expect(checked).toMatchObject({ ok: true, post: { title: 'Fees Explained: Cards vs M-Pesa', date: todayIn(), draft: true } });

      const before = readFileSync(join(dir, 'fees-explained-cards-vs-m-pesa.mdx'), 'utf8');
      await expect(newPostScript('Fees Explained: Cards vs M-Pesa')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
      expect(readFileSync(join(dir, 'fees-explained-cards-vs-m-pesa.mdx'), 'utf8')).toBe(before);
    }, 30_000);

    it('asks for a title', async () => {
      await expect(newPostScript()).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run new-post -- "') });
    }, 30_000);
  });
});
