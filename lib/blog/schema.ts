import { z } from '@/lib/zod';
import { blogCategories } from './categories';
import { articleLocales } from '../i18n/locales';
import { defaultBlogLanguage } from './languages';
import { isIsoDay } from '../calendar-day';

/**
 * The frontmatter of an article. Unknown fields are refused, so a typo such as `auther:` fails
 * the build instead of silently dropping the author. `npm run check-content` and the build
 * both validate with this schema and report problems the same way.
 */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required and must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

/** File names are slugs: lower-case words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const frontmatterSchema = z.strictObject({
  title: text('title', 120),
  excerpt: text('excerpt', 300),
  author: text('author', 80),
  date: z.string({ error: 'date is required, written YYYY-MM-DD' }).refine(isIsoDay, 'date must be a real day written YYYY-MM-DD, e.g. 2026-03-09'),
  category: z.enum(blogCategories, { error: `category must be one of: ${blogCategories.join(', ')}` }),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  /** Shown by `next dev` only, marked as a draft; left out of the production build. */
  draft: z.boolean({ error: 'draft must be true or false' }).default(false),
  /** Optional: without one, the article shows its category's cover. */
  image: z
    .string({ error: 'image must be the path of the cover, e.g. /images/blog/my-post.svg' })
    .regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png)$/, 'image must be an SVG or PNG file in public/images/blog, e.g. /images/blog/my-post.svg')
    .optional(),
  /** What the cover shows, when it says more than the title beside it. */
  imageAlt: text('imageAlt', 200).optional(),
  /** Minutes; computed from the body when absent. */
  readTime: z.number({ error: 'readTime must be a whole number of minutes' }).int().min(1).max(120).optional(),
  /** The article's language; English when absent. */
  language: z.enum(articleLocales, { error: `language must be one of: ${articleLocales.join(', ')}` }).default(defaultBlogLanguage),
  /**
   * The slug (file name) of the article this one translates. That article must exist, be in the
   * other language and be an original, not a translation itself (checked across the files).
   */
  translationOf: z
    .string({ error: 'translationOf must be the slug of the translated article, e.g. mpesa-stk-push-in-practice' })
    .regex(slugPattern, 'translationOf must be the slug of the translated article (its file name without .mdx), e.g. mpesa-stk-push-in-practice')
    .optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;
export const frontmatterFields = Object.keys(frontmatterSchema.shape);

/** One problem in one article: where it is, which field, what is wrong. */
export interface ContentProblem {
  /** The file, relative to the project when inside it. */
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** A frontmatter field, or what in the body is at fault (link, image, jsx, mdx). */
  field: string;
  message: string;
}

/** `content/blog/x.mdx:4 category: category must be one of: …` */
export function formatProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}:${line} ${field}: ${message}`;
}

/** A content error that names the file, the line and the field of every problem. */
export class BlogContentError extends Error {
  override name = 'BlogContentError';
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(`Invalid blog content\n${problems.map(formatProblem).join('\n')}`);
    this.problems = problems;
  }
}

/** The line of `field:` in the frontmatter at the top of `source`, or 1 (the opening ---). */
export function fieldLine(source: string, field: string): number {
  const lines = source.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  const index = lines.slice(0, end === -1 ? lines.length : end).findIndex((line) => line.startsWith(`${field}:`));
  return index === -1 ? 1 : index + 1;
}

export interface FrontmatterContext {
  /** The file for messages. */
  file: string;
  /** The whole file, to point at the line of each field. */
  source: string;
  /** Today, YYYY-MM-DD: a published article may not be dated later. */
  today: string;
}

export type FrontmatterResult = { ok: true; frontmatter: Frontmatter } | { ok: false; problems: ContentProblem[] };

/** Validated frontmatter, or every problem with its file, line and field. */
export function checkFrontmatter(data: unknown, { file, source, today }: FrontmatterContext): FrontmatterResult {
  const problem = (field: string, message: string): ContentProblem => ({ file, line: fieldLine(source, field), field, message });
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => problem(key, `unknown field (allowed: ${frontmatterFields.join(', ')})`));
      }
      return [problem(issue.path.map(String).join('.') || '(frontmatter)', issue.message)];
    });
    return { ok: false, problems };
  }
  const frontmatter = result.data;
  const problems: ContentProblem[] = [];
  // A published article dated later would be listed under a day that has not come yet.
  if (!frontmatter.draft && frontmatter.date > today) {
    problems.push(problem('date', `date ${frontmatter.date} is after today (${today}): date it today, or keep it as draft: true until its day`));
  }
  if (frontmatter.imageAlt !== undefined && frontmatter.image === undefined) {
    problems.push(problem('imageAlt', 'imageAlt describes a cover: add image, or remove imageAlt'));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, frontmatter };
}
