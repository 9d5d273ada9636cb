import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogContentDir, contentDirFromEnv, showDrafts } from './config';

describe('the blog content folder', () => {
  const project = '/project';

  it('is content/blog unless BLOG_CONTENT_DIR says otherwise', () => {
    expect(contentDirFromEnv({}, project)).toBe(join(project, 'content', 'blog'));
  });

  it('takes BLOG_CONTENT_DIR, absolute or relative to the project, when the folder exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-config-'));
    try {
      expect(contentDirFromEnv({ BLOG_CONTENT_DIR: dir }, project)).toBe(dir);
      expect(contentDirFromEnv({ BLOG_CONTENT_DIR: 'test/fixtures/blog' })).toBe(join(process.cwd(), 'test', 'fixtures', 'blog'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a folder that does not exist, rather than showing an empty blog', () => {
    expect(() => contentDirFromEnv({ BLOG_CONTENT_DIR: '/no/such/folder' })).toThrow('BLOG_CONTENT_DIR: no folder at /no/such/folder');
  });

  it('takes a blank value as unset, like every variable of .env.example', () => {
    expect(contentDirFromEnv({ BLOG_CONTENT_DIR: '  ' }, project)).toBe(join(project, 'content', 'blog'));
  });

  it('points the tests at the fixture blog, and hides drafts outside next dev', () => {
    expect(blogContentDir).toBe(join(process.cwd(), 'test', 'fixtures', 'blog'));
    expect(showDrafts).toBe(false);
  });
});
