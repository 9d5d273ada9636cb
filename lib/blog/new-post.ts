import slugify from '@sindresorhus/slugify';
import { blogCategories } from './categories';

/** What `npm run new-post -- "Title"` writes: a valid article, a draft until the editor says. */
export interface NewPost {
  slug: string;
  source: string;
}

/** A YAML string in single quotes: safe for colons, quotes and hashes in a title. */
function yamlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function newPost({ title, author, today }: { title: string; author: string; today: string }): NewPost {
  const slug = slugify(title);
  const source = [
    '---',
    `title: ${yamlString(title.trim())}`,
    "excerpt: 'One or two sentences for the card, the search and the feed. Cards show the first 120 characters.'",
    `author: ${yamlString(author)}`,
    `date: ${today}`,
    `# One of: ${blogCategories.join(', ')}`,
    `category: ${blogCategories[0]}`,
    'featured: false',
    '# In Kiswahili? Add language: sw and, for a translation, translationOf: <slug of the original>',
    '# Shown by `npm run dev` only. Delete this line to publish the article.',
    'draft: true',
    '# Optional cover, 1200 × 630, in public/images/blog (without one, the category’s cover is shown):',
    `# image: /images/blog/${slug}.svg`,
    '---',
    '',
    'The first paragraph says what the reader will learn.',
    '',
    '## A section heading',
    '',
    'Write in Markdown. Links to our pages are written /ke/…, e.g. [the API reference](/ke/developers).',
    '',
  ].join('\n');
  return { slug, source };
}
