import { readPage } from './read-page';

const origin = 'https://www.kilelepay.co.ke';

/** A page as the server sends it: head links, the site's frame around `<main>`. */
function page(main: string, { lang = 'en', path = '/ke/about', head = '' } = {}): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>About | Kilele Pay</title><link rel="canonical" href="${origin}${path}"/><link rel="alternate" hrefLang="en-KE" href="${origin}${path}"/><link rel="alternate" hrefLang="x-default" href="${origin}${path}"/>${head}</head><body><header><nav><h2>Menu</h2><a href="/ke">Home</a></nav></header><main id="main">${main}</main><footer><h2>Company</h2><p>© Kilele Pay</p></footer></body></html>`;
}

describe('readPage', () => {
  it('takes the address from the canonical link, the language from <html lang> and the versions from hreflang', () => {
    const read = readPage(
      page('<h1>About us</h1>', { lang: 'sw', path: '/ke/sw/about', head: `<link rel="alternate" hrefLang="sw-KE" href="${origin}/ke/sw/about"/>` }),
    );
    expect(read).toMatchObject({ url: '/ke/sw/about', language: 'sw', title: 'About us' });
    expect(read?.versions.sort()).toEqual(['en', 'sw']);
    expect(readPage(page('<h1>Only English</h1>'))?.versions).toEqual(['en']);
  });

  it('splits the page at its h2 and at each h3 with an id, under the ids it renders; a heading without one stays in its section', () => {
    const read = readPage(
      page(
        '<section><p>Eyebrow</p><h1>Simplifying payments</h1><p>Lead text.</p></section>' +
          '<section aria-labelledby="values-title"><p>Why us</p><h2 id="values-title">Core values</h2><p>What we hold to.</p>' +
          '<h3>Trust</h3><p>Money moves safely.</p><article aria-labelledby="card-one"><h3 id="card-one">Payments</h3><p>Accept M-Pesa.</p></article></section>' +
          '<section><h2 id="_R_4lubsnopfivb_-latest">Latest</h2><p>Made-up ids point at the page.</p></section>',
      ),
    );
    expect(read?.title).toBe('Simplifying payments');
    expect(read?.sections).toEqual([
      ['', '', 'Eyebrow Lead text.'],
      ['values-title', 'Core values', 'Why us What we hold to. Trust Money moves safely.'],
      ['card-one', 'Payments', 'Accept M-Pesa.'],
      ['', 'Latest', 'Made-up ids point at the page.'],
    ]);
  });

  it('reads pieces set side by side as apart, and leaves out code, buttons, pictures, hidden parts and messages', () => {
    const read = readPage(
      page(
        '<h1>API</h1><div><a href="/a">Start Building<span class="sr-only"> (opens in a new tab)</span></a><a href="/demo">Demo</a></div>' +
          '<p>Read the <code>result_description</code> field, then <a href="/x">the guide</a>.</p>' +
          '<pre><code>curl -X POST</code></pre><button type="button">Copy</button><svg><title>Logo</title></svg>' +
          '<span aria-hidden="true">#</span><p hidden>Later</p><p role="status">Your message has been sent</p><textarea>{"phone": 1}</textarea>',
      ),
    );
    expect(read?.sections).toEqual([['', '', 'Start Building (opens in a new tab) Demo Read the result_description field, then the guide.']]);
  });

  it('reads an article alone, not what stands around it, and leaves out the cards that stand for other pages', () => {
    const read = readPage(
      page(
        '<article><header><h1>The real cost <a aria-hidden="true" href="#x">#</a></h1><p>Excerpt.</p></header><h2 id="fees">Fees</h2><p>Two prices.</p></article>' +
          '<section aria-labelledby="article-cta"><h2 id="article-cta">Ready to build?</h2></section>' +
          '<section aria-labelledby="related"><h2 id="related">Related</h2><article><h3><a href="/ke/blog/other">Other</a></h3><p>Its excerpt.</p></article></section>',
      ),
    );
    expect(read?.title).toBe('The real cost');
    expect(read?.sections).toEqual([
      ['', '', 'Excerpt.'],
      ['fees', 'Fees', 'Two prices.'],
    ]);
    const list = readPage(page('<h1>Blog</h1><ul><li><article><h3><a href="/ke/blog/one">One</a></h3><p>Excerpt one.</p></article></li></ul>'));
    expect(list?.sections).toEqual([]);
  });

  it('indexes no page that asks search engines not to, nor one without an address, a language of the site or a <main>', () => {
    expect(readPage(page('<h1>Offline</h1>', { head: '<meta name="robots" content="noindex, follow"/>' }))).toBeNull();
    expect(readPage(page('<h1>Pseudo</h1>', { lang: 'fr' }))).toBeNull();
    expect(readPage('<!DOCTYPE html><html lang="en"><head></head><body><main><h1>No address</h1></main></body></html>')).toBeNull();
    expect(readPage(`<!DOCTYPE html><html lang="en"><head><link rel="canonical" href="${origin}/ke"/></head><body><h1>No main</h1></body></html>`)).toBeNull();
  });
});
