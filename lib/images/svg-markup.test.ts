import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inlineableSvg, svgTree } from './svg-markup';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8" font-size="6">1M</text></svg>';

describe('inlineableSvg', () => {
  it('lets a drawing through as it is', () => {
    expect(inlineableSvg(`<?xml version="1.0"?>\n${drawing}\n`)).toBe(drawing);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg><rect onload="alert(1)" width="1"/></svg>'],
    ['a link', '<svg><a href="https://example.com"><rect width="1"/></a></svg>'],
    ['an image of another file', '<svg><image href="/x.png"/></svg>'],
    ['a foreign object', '<svg><foreignObject><div>hi</div></foreignObject></svg>'],
    ['a style', '<svg><rect style="fill:red" width="1"/></svg>'],
    ['an outside url()', '<svg><rect fill="url(https://example.com/x)" width="1"/></svg>'],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['a comment', '<svg><!-- --><rect width="1"/></svg>'],
    ['an unquoted attribute', '<svg><rect width=1 onload=alert(1)/></svg>'],
    ['not an SVG', '<div>hi</div>'],
  ])('refuses %s', (_, source) => {
    expect(inlineableSvg(source)).toBeNull();
  });

  it('inlines every illustration and cover the site ships', () => {
    const publicDir = join(process.cwd(), 'public', 'images');
    const files = ['illustrations', 'blog'].flatMap((folder) =>
      readdirSync(join(publicDir, folder))
        .filter((name) => name.endsWith('.svg'))
        .map((name) => join(publicDir, folder, name)),
    );
    const refused = files.filter((file) => inlineableSvg(readFileSync(file, 'utf8')) === null);
    expect(refused).toEqual([]);
  });
});

describe('svgTree', () => {
  it('gives the drawing as elements with React prop names and decoded text', () => {
    const tree = svgTree('<svg viewBox="0 0 2 2" width="2"><g stroke-width="2" aria-hidden="true"><text x="1">A &amp; B</text><rect width="1"/></g></svg>');
    expect(tree).toEqual({
      name: 'svg',
      attributes: { viewBox: '0 0 2 2', width: '2' },
      children: [
        {
          name: 'g',
          attributes: { strokeWidth: '2', 'aria-hidden': 'true' },
          children: [
            { name: 'text', attributes: { x: '1' }, children: ['A & B'] },
            { name: 'rect', attributes: { width: '1' }, children: [] },
          ],
        },
      ],
    });
  });

  it('refuses what inlineableSvg refuses', () => {
    expect(svgTree('<svg><script>alert(1)</script></svg>')).toBeNull();
  });
});
