import { z } from '@/lib/zod';
import { blogCategories } from './categories';
import { isIsoDay } from './dates';

/**
 * The frontmatter of an article (SPEC §3 Blog article). Unknown fields are refused, so a typo
 * such as `auther:` fails the build instead of silently dropping the author.
 */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required and must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

export const frontmatterSchema = z.strictObject({
  title: text('title', 120),
  excerpt: text('excerpt', 300),
  author: text('author', 80),
  date: z
    .string({ error: 'date is required, written YYYY-MM-DD' })
    .refine(isIsoDay, 'date must be a real day written YYYY-MM-DD, e.g. 2026-03-09'),
  category: z.enum(blogCategories, { error: `category must be one of: ${blogCategories.join(', ')}` }),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  image: z
    .string({ error: 'image is required: the path of the cover, e.g. /images/blog/my-post.svg' })
    .regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'image must be a file in public/images/blog, e.g. /images/blog/my-post.svg'),
  /** Minutes; computed from the body when absent. */
  readTime: z.number({ error: 'readTime must be a whole number of minutes' }).int().min(1).max(120).optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

/** File names are slugs: lower-case words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A content error that names the file, and the field when there is one. */
export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

/** One line per problem: `content/blog/x.mdx: field "category": category must be one of: …`. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => `${file}: field "${key}": unknown field (allowed: ${Object.keys(frontmatterSchema.shape).join(', ')})`);
      }
      const field = issue.path.map(String).join('.') || '(frontmatter)';
      return [`${file}: field "${field}": ${issue.message}`];
    })
    .join('\n');
}

/** Validated frontmatter, or a BlogContentError naming the file and every bad field. */
export function parseFrontmatter(file: string, data: unknown): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) throw new BlogContentError(`Invalid blog frontmatter\n${describeIssues(file, result.error)}`);
  return result.data;
}
