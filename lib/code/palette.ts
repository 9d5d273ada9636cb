/**
 * The code theme's colours as classes. Highlighted code is coloured by class, not by style
 * attribute: the Content-Security-Policy allows no inline style, and a hash cannot allow an
 * attribute. The classes are short and written out in app/globals.css (palette.test.ts holds
 * the two equal): a page's code repeats one on every token, in its HTML and again in the data
 * React hydrates from, a few hundred bytes of every page that shows code. A colour missing
 * here fails the build (palette.test.ts checks the theme).
 */
export const codeTextClasses: Record<string, string> = {
  '#bdc4cc': 'cc-grey',
  '#ff9492': 'cc-red',
  '#91cbff': 'cc-blue',
  '#ffb757': 'cc-orange',
  '#f0f3f6': 'cc-fg',
  '#dbb7ff': 'cc-purple',
  '#72f088': 'cc-green',
  '#addcff': 'cc-sky',
  '#ffb1af': 'cc-pink',
  '#ffffff': 'cc-white',
  '#272b33': 'cc-dark',
};

const backgroundClasses: Record<string, string> = {
  '#0a0c10': 'bg-[#0a0c10]',
};

function classFor(classes: Record<string, string>, color: string): string {
  const found = classes[color.toLowerCase()];
  if (!found) throw new Error(`The code theme uses ${color}, which lib/code/palette.ts has no class for`);
  return found;
}

export function codeTextClass(color: string): string {
  return classFor(codeTextClasses, color);
}

export function codeBackgroundClass(color: string): string {
  return classFor(backgroundClasses, color);
}
