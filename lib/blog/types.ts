import type { BlogCategory } from './categories';

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
  /** Cover path below public/, e.g. /images/blog/my-post.svg */
  image: string;
  /** Minutes, from the frontmatter or computed from the body. */
  readTime: number;
}

/** An article as read from its file, before rendering. */
export interface PostSource extends PostMeta {
  /** The file, relative to the project when inside it: what error messages name. */
  file: string;
  /** The Markdown/MDX after the frontmatter. */
  body: string;
}

export interface CoverImage {
  src: string;
  width: number;
  height: number;
}

/** An article ready for its page. */
export interface Post extends PostSource {
  cover: CoverImage;
}
