import { render, screen, within } from '@testing-library/react';
import { apiListing } from '@/lib/api-docs/listing';
import { apiDocHref } from '@/lib/routes';
import { ApiList } from './api-list';

describe('ApiList', () => {
  it('dark tone: each API is listed with its method and endpoint, its name linking to its reference', () => {
    render(<ApiList country="ke" locale="en" tone="dark" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(apiListing.length);
    apiListing.forEach((api, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item for ${api.name}`);
      expect(within(item).getByText(api.method)).toBeInTheDocument();
      expect(within(item).getByText(api.endpoint)).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: api.name })).toHaveAttribute('href', apiDocHref('ke', api.docId));
      expect(within(item).queryByRole('heading')).toBeNull();
    });
  });

  it('light tone: each API is a card under its own heading, with a link that names the API', () => {
    render(<ApiList country="ke" locale="en" tone="light" linkLabel="docs" />);
    for (const api of apiListing) {
      const heading = screen.getByRole('heading', { level: 3, name: api.name });
      const item = heading.closest('li');
      if (!item) throw new Error(`no item for ${api.name}`);
      expect(within(item).getByRole('link', { name: `${api.name} docs` })).toHaveAttribute('href', apiDocHref('ke', api.docId));
      expect(within(item).getByText(api.description)).toBeInTheDocument();
    }
  });
});
