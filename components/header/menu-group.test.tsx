import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Menu, MenuGroup } from './menu-group';

function TwoMenus() {
  return (
    <>
      <MenuGroup>
        <Menu id="products" label="Products">
          <a href="#airtime">Airtime</a>
        </Menu>
        <Menu id="developers" label="Developers">
          <a href="#overview">Overview</a>
        </Menu>
      </MenuGroup>
      <p>Outside</p>
    </>
  );
}

// A menu's button is the <summary> of its <details>: a button to browsers and axe, not to the
// role queries of Testing Library.
const button = (name: string) => screen.getByText(name, { selector: 'summary' });

describe('MenuGroup', () => {
  it('opens a menu on click and says so with aria-expanded', async () => {
    render(<TwoMenus />);
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
    // A closed <details> keeps its panel in the document, not on screen.
    expect(screen.getByRole('link', { name: 'Airtime' })).not.toBeVisible();
    await userEvent.click(button('Products'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Airtime' })).toBeVisible();
  });

  it('keeps one menu open at a time', async () => {
    render(<TwoMenus />);
    await userEvent.click(button('Products'));
    await userEvent.click(button('Developers'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Developers')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens from the keyboard and closes on Escape, focus back on its button', async () => {
    render(<TwoMenus />);
    await userEvent.tab();
    expect(button('Products')).toHaveFocus();
    // A browser turns Enter or Space on a <summary> into a click (e2e/header.spec.ts presses
    // Enter in Chromium); jsdom does not, so the click stands for the key here.
    fireEvent.click(button('Products'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Airtime' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Products')).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(<TwoMenus />);
    await userEvent.click(button('Products'));
    await userEvent.click(screen.getByText('Outside'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link inside it is followed', async () => {
    render(<TwoMenus />);
    await userEvent.click(button('Developers'));
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(button('Developers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an inner group first on Escape, then the outer one', async () => {
    render(
      <MenuGroup>
        <Menu id="outer" label="Products">
          <MenuGroup>
            <Menu id="inner" label="Personal">
              <a href="#airtime">Wifi</a>
            </Menu>
          </MenuGroup>
        </Menu>
      </MenuGroup>,
    );
    await userEvent.click(button('Products'));
    await userEvent.click(button('Personal'));
    await userEvent.keyboard('{Escape}');
    expect(button('Personal')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Menu before hydration', () => {
  it('is in the HTML as a <details> the browser opens by itself, its links inside', () => {
    const html = renderToString(<TwoMenus />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const products = page.querySelector('details');
    expect(products?.querySelector('summary')?.textContent).toBe('Products');
    expect(products?.querySelector('a[href="#airtime"]')).not.toBeNull();
    // The browser says whether a <summary> is expanded until React runs.
    expect(products?.querySelector('summary')).not.toHaveAttribute('aria-expanded');
  });

  it('adopts a menu the visitor opened before hydration, and keeps one open at a time after', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(<TwoMenus />);
    page.querySelector('details')?.setAttribute('open', '');
    const root = await act(async () => hydrateRoot(page, <TwoMenus />));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button('Developers'));
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(page.querySelector('details')).not.toHaveAttribute('open');
    act(() => root.unmount());
    page.remove();
  });
});

describe('Menu and focus', () => {
  it('closes when focus moves on past its panel to another control of the group', async () => {
    render(
      <MenuGroup>
        <Menu id="developers" label="Developers">
          <a href="#overview">Overview</a>
        </Menu>
        <a href="#about">About</a>
      </MenuGroup>,
    );
    await userEvent.click(button('Developers'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    expect(button('Developers')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    expect(button('Developers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while another control is pressed, so the press and its click land on the same control', async () => {
    // In the stacked mobile menu, collapsing Products on the press would slide Developers up
    // from under the pointer and the click would miss it.
    const user = userEvent.setup();
    render(<TwoMenus />);
    await user.click(button('Products'));
    await user.pointer({ keys: '[MouseLeft>]', target: button('Developers') });
    expect(button('Developers')).toHaveFocus();
    expect(button('Products')).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button('Developers') });
    expect(button('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Developers')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Menu with its panel outside the <details> (the hamburger and the one navigation)', () => {
  function Hamburger() {
    return (
      <MenuGroup>
        <Menu id="mobile" label="Menu" panelId="site-navigation" className="peer" />
        <nav id="site-navigation" aria-label="Main">
          <a href="#about">About</a>
          <a href="#blog">Blog</a>
        </nav>
        <a href="#search">Search</a>
      </MenuGroup>
    );
  }

  it('names the panel it controls and writes none of its own', () => {
    render(<Hamburger />);
    expect(button('Menu')).toHaveAttribute('aria-controls', 'site-navigation');
    expect(button('Menu').closest('details')?.children).toHaveLength(1);
  });

  it('stays open while focus moves into the panel, and closes when focus moves on past it', async () => {
    render(<Hamburger />);
    await userEvent.click(button('Menu'));
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the panel, focus back on its button', async () => {
    render(<Hamburger />);
    await userEvent.click(button('Menu'));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Menu')).toHaveFocus();
  });
});
