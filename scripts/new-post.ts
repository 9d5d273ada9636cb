// npm run new-post -- "Title": writes content/blog/<slug>.mdx with valid frontmatter (today's
// date in Nairobi, the categories listed in a comment, draft: true) and never overwrites a file.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blogContentDir } from '../lib/blog/config';
import { todayIn } from '../lib/calendar-day';
import { newPost } from '../lib/blog/new-post';
import { site } from '../lib/site';
import { formatProblem, slugPattern } from '../lib/blog/schema';
import { inspectArticle } from '../lib/blog/source';

function gitUserName(): string | undefined {
  try {
    return execFileSync('git', ['config', 'user.name'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const title = process.argv.slice(2).join(' ').trim();
if (!title) {
  console.error('Usage: npm run new-post -- "The title of the article"');
  process.exit(1);
}

const { slug, source } = newPost({ title, author: gitUserName() ?? `${site.name} Team`, today: todayIn() });
if (!slugPattern.test(slug)) {
  console.error(`"${title}" gives no usable file name: use a title with letters or digits.`);
  process.exit(1);
}

const name = `${slug}.mdx`;
const path = join(blogContentDir, name);
try {
  // 'wx': fail if the file exists, so an article is never overwritten.
  writeFileSync(path, source, { flag: 'wx' });
} catch (error) {
  const exists = error instanceof Error && Reflect.get(error, 'code') === 'EEXIST';
  console.error(exists ? `${relative(process.cwd(), path)} already exists: choose another title, or edit that file.` : String(error));
  process.exit(1);
}

// The template must pass the rules the build applies; say so loudly if it ever does not.
const checked = inspectArticle(blogContentDir, name, { drafts: true });
if (!checked.ok) {
  for (const problem of checked.problems) console.error(formatProblem(problem));
  process.exit(1);
}

console.log(`Wrote ${relative(process.cwd(), path)} (a draft).
Preview it: npm run dev, then open http://localhost:3000/ke/blog/${slug}
Check it:   npm run check-content`);
