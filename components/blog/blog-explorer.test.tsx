import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogCopy } from '@/lib/content/blog';
import { explorerCopy } from '@/lib/blog/explorer-copy';
import { BlogExplorer } from './blog-explorer';
import type { ExplorerPost } from './blog-explorer';

const posts: ExplorerPost[] = [
  { slug: 'ai', title: 'The Future of Payments', excerpt: 'AI in payments.', category: 'Fintech Trends', author: 'Amina Wanjiru', featured: true },
  { slug: 'subs', title: 'Subscription API Guide', excerpt: 'Recurring M-Pesa payments.', category: 'API Guides', author: 'Brian Otieno', featured: true },
  { slug: 'law', title: 'Regulatory Landscape', excerpt: 'Who regulates payments.', category: 'Regulatory', author: 'Faith Njeri', featured: false },
];
const cards = Object.fromEntries(posts.map((post) => [post.slug, <p key={post.slug}>card {post.slug}</p>]));
const featuredCards = Object.fromEntries(posts.map((post) => [post.slug, <p key={post.slug}>featured {post.slug}</p>]));

function setup(props: Partial<Parameters<typeof BlogExplorer>[0]> = {}) {
  const onFilterChange = jest.fn();
  render(
    <BlogExplorer
      copy={explorerCopy(blogCopy, posts.length)}
      posts={posts}
      cards={cards}
      featuredCards={featuredCards}
      onFilterChange={onFilterChange}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onFilterChange };
}

describe('BlogExplorer', () => {
  it('shows every article, the featured section and the count by default', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Featured Articles' })).toBeInTheDocument();
    expect(screen.getByText('featured ai')).toBeInTheDocument();
    expect(screen.queryByText('featured law')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 articles found');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category, hiding the featured section, and reports the change', async () => {
    const { user, onFilterChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Regulatory' }));
    expect(screen.getByRole('button', { name: 'Regulatory' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: 'Featured Articles' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Regulatory', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    expect(screen.getByText('card law')).toBeInTheDocument();
    expect(onFilterChange).toHaveBeenLastCalledWith({ query: '', category: 'Regulatory' });
  });

  it('searches as the visitor types, whatever the case', async () => {
    const { user, onFilterChange } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'BRIAN');
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
    expect(screen.getByText('card subs')).toBeInTheDocument();
    expect(screen.queryByText('card ai')).not.toBeInTheDocument();
    expect(onFilterChange).toHaveBeenLastCalledWith({ query: 'BRIAN', category: 'All' });
  });

  it('says so when nothing matches, and the clear button brings everything back', async () => {
    const { user } = setup({ initialQuery: 'bitcoin', initialCategory: 'API Guides' });
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 articles found');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('starts from the filter it is given (the address)', () => {
    setup({ initialQuery: 'payments', initialCategory: 'Fintech Trends' });
    expect(screen.getByRole('searchbox')).toHaveValue('payments');
    expect(screen.getByRole('button', { name: 'Fintech Trends' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('card ai')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 article found');
  });
});
