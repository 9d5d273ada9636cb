import type { BlogCategory } from './categories';
import type { BlogLanguage } from './written-languages';

/** What lists, cards, search, related articles and the feed need of an article. */
export interface PostMeta {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: BlogCategory;
  featured: boolean;
  /** The cover's path below public/: the frontmatter's image, or the category's cover. */
  image: string;
  /** Minutes, from the frontmatter or computed from the body. */
  readTime: number;
  /** The language it is written in: `en` unless the frontmatter says otherwise. */
  language: BlogLanguage;
  /** The slug of the article this one translates, in the other language. */
  translationOf?: string;
}

/** An article as read from its file, before rendering. */
export interface PostSource extends PostMeta {
  /** The file, relative to the project when inside it: what error messages name. */
  file: string;
  /** The Markdown/MDX after the frontmatter. */
  body: string;
  /** The first line of the body in the file, for messages that point into it. */
  bodyLine: number;
  /** `draft: true`: shown by `next dev` only. */
  draft: boolean;
  /** The cover's alt text; empty when it is decoration. */
  coverAlt: string;
}

export interface CoverImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An article ready for its page. */
export interface Post extends PostSource {
  cover: CoverImage;
}
