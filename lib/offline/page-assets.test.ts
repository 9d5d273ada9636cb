import { assetUrlsIn } from './page-assets';

describe('the build files a page asks for', () => {
  const html = `<!DOCTYPE html><html><head>
<link rel="preload" href="/_next/static/media/inter.p.woff2" as="font"/>
<script src="/_next/static/chunks/main-app.3f2a.js" async=""></script>
<script src="/_next/static/chunks/app/page-1b.js" async=""></script>
<link rel="icon" href="/icon.svg"/><img src="/images/team.webp"/>
</head><body><script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/lazy-9c.js\\",\\"/_next/static/chunks/main-app.3f2a.js\\"]"])</script></body></html>`;

  it('lists each script, style and font of the build once, those of the route data included', () => {
    expect(assetUrlsIn(html).sort()).toEqual(
      [
        '/_next/static/chunks/app/page-1b.js',
        '/_next/static/chunks/lazy-9c.js',
        '/_next/static/chunks/main-app.3f2a.js',
        '/_next/static/media/inter.p.woff2',
      ].sort(),
    );
  });

  it('leaves out files that are not the build’s', () => {
    expect(assetUrlsIn(html).some((url) => url.startsWith('/images') || url === '/icon.svg')).toBe(false);
  });
});
