import { render, screen } from '@testing-library/react';
import type { Post } from '@/lib/blog/types';
import { BlogCard } from './blog-card';

const post: Post = {
  slug: 'a-post',
  title: 'A Post',
  excerpt: 'What it says.',
  author: 'An Author',
  date: '2026-01-15',
  category: 'Regulatory',
  featured: false,
  image: '/images/blog/categories/regulatory.svg',
  readTime: 2,
  language: 'en',
  file: 'content/blog/a-post.mdx',
  body: '',
  bodyLine: 9,
  draft: false,
  coverAlt: '',
  cover: { src: '/images/blog/categories/regulatory.svg', alt: '', width: 1200, height: 630 },
};

describe('BlogCard', () => {
  it('shows the cover with its size, as decoration when it has no description', () => {
    const { container } = render(<BlogCard locale="en" post={post} country="ke" />);
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('src', post.cover.src);
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    expect(cover).toHaveAttribute('alt', '');
  });

  it('gives a described cover its alt text', () => {
    render(<BlogCard locale="en" post={{ ...post, cover: { ...post.cover, alt: 'A chart of fees' } }} country="ke" />);
    expect(screen.getByRole('img', { name: 'A chart of fees' })).toBeInTheDocument();
  });

  it('marks a draft, which only next dev lists', () => {
    const { rerender } = render(<BlogCard locale="en" post={post} country="ke" />);
    expect(screen.queryByText('Draft: not published')).not.toBeInTheDocument();
    rerender(<BlogCard locale="en" post={{ ...post, draft: true }} country="ke" />);
    expect(screen.getByText('Draft: not published')).toBeInTheDocument();
  });
});
