import { render, screen, within } from '@testing-library/react';
import { MenuGroup } from '@/components/header/menu-group';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSwitcher } from './language-switcher';

jest.mock('next/navigation', () => ({ usePathname: () => '/ke/about' }));

// The languages of the build: two, as the site has, or three, as the test build's pseudo-language makes it.
let mockLocales: readonly Locale[] = ['en', 'sw'];
jest.mock('../../lib/i18n/locales', () => ({
  ...jest.requireActual('../../lib/i18n/locales'),
  get locales() {
    return mockLocales;
  },
}));

describe('LanguageSwitcher with two languages', () => {
  beforeEach(() => {
    mockLocales = ['en', 'sw'];
  });

  it("shows the other language's code in the bar, its name starting with it, and names the language it leads to", () => {
    render(<LanguageSwitcher locale="en" placement="bar" />);
    const link = screen.getByRole('link');
    // What a browser names it (jsdom, which knows no layout, adds a space after the shown code).
    expect(link.textContent).toBe('SW, Soma kwa Kiswahili');
    expect(link).toHaveAttribute('href', '/api/language?to=sw&from=%2Fke%2Fabout');
    expect(link).toHaveAttribute('hreflang', 'sw');
    expect(link).toHaveAttribute('lang', 'sw');
  });

  it('writes the sentence of the language it leads to in the footer, from that language’s copy', () => {
    render(<LanguageSwitcher locale="sw" placement="footer" />);
    expect(screen.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/api/language?to=en&from=%2Fke%2Fabout');
  });
});

describe('LanguageSwitcher with a third language', () => {
  beforeEach(() => {
    mockLocales = ['en', 'sw', 'xa'];
  });

  it('lists every other language in the footer and the menu, each leading to its own', () => {
    for (const placement of ['footer', 'menu'] as const) {
      const { unmount } = render(<LanguageSwitcher locale="en" placement={placement} />);
      expect(screen.getByRole('link', { name: 'Soma kwa Kiswahili' })).toHaveAttribute('href', '/api/language?to=sw&from=%2Fke%2Fabout');
      const pseudo = screen.getAllByRole('link').find((link) => link.getAttribute('lang') === 'xa');
      expect(pseudo).toHaveAttribute('href', '/api/language?to=xa&from=%2Fke%2Fabout');
      expect(pseudo?.textContent).not.toBe('Read in English');
      unmount();
    }
  });

  it("holds one control in the bar, the page's code, which opens the list of the others", () => {
    render(
      <MenuGroup>
        <LanguageSwitcher locale="sw" placement="bar" />
      </MenuGroup>,
    );
    const code = screen.getByText('SW');
    expect(code).toHaveAttribute('translate', 'no');
    expect(code.closest('summary')?.textContent).toBe('SW, Lugha');
    const list = screen.getByText('Read in English').closest('details');
    expect(list).not.toBeNull();
    expect(
      within(list ?? document.body)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('hreflang')),
    ).toEqual(['en', 'xa']);
  });
});
