import { render, screen } from '@testing-library/react';
import { MdxLink } from './mdx-link';
import type { MdxLinkProps } from './mdx-link';

// The fixture blog (test/fixtures/blog): fixture-new-post has a Swahili version, fixture-new-post-sw.
const swahiliArticle: Pick<MdxLinkProps, 'file' | 'language' | 'slug'> = { file: 'fixture-makala.mdx', language: 'sw', slug: 'fixture-makala' };

describe('MdxLink in an article in Kiswahili', () => {
  it('leads to the Swahili page', () => {
    render(
      <MdxLink href="/ke/sw/demo" {...swahiliArticle}>
        onyesho
      </MdxLink>,
    );
    expect(screen.getByRole('link', { name: 'onyesho' })).toHaveAttribute('href', '/ke/sw/demo');
  });

  it('stops the build on a link to an English page, naming its Swahili address', () => {
    expect(() => render(<MdxLink href="/ke/demo" {...swahiliArticle} />)).toThrow(
      'fixture-makala.mdx: link "/ke/demo" leads to the English page: an article in language sw links to /ke/sw/demo',
    );
    expect(() => render(<MdxLink href="/ke/blog/fixture-new-post" {...swahiliArticle} />)).toThrow('link /ke/sw/blog/fixture-new-post-sw');
  });

  it('keeps the API reference, which is English only, at its English address', () => {
    render(
      <MdxLink href="/ke/developers/api/mpesa-stk-push" {...swahiliArticle}>
        STK push
      </MdxLink>,
    );
    expect(screen.getByRole('link', { name: 'STK push' })).toHaveAttribute('href', '/ke/developers/api/mpesa-stk-push');
  });
});

describe('MdxLink in an English article', () => {
  it('leads to the English page', () => {
    render(
      <MdxLink href="/ke/demo" file="fixture.mdx" language="en" slug="fixture">
        the demo
      </MdxLink>,
    );
    expect(screen.getByRole('link', { name: 'the demo' })).toHaveAttribute('href', '/ke/demo');
  });
});
