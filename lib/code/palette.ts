/**
 * The code theme's colours as Tailwind classes. Highlighted code is coloured by class, not by
 * style attribute: the Content-Security-Policy allows no inline style, and a hash cannot allow
 * an attribute. Tailwind generates a class only for text it finds in the sources, hence the
 * literal list. A colour missing here fails the build (palette.test.ts checks the theme).
 */
const textClasses: Record<string, string> = {
  '#bdc4cc': 'text-[#bdc4cc]',
  '#ff9492': 'text-[#ff9492]',
  '#91cbff': 'text-[#91cbff]',
  '#ffb757': 'text-[#ffb757]',
  '#f0f3f6': 'text-[#f0f3f6]',
  '#dbb7ff': 'text-[#dbb7ff]',
  '#72f088': 'text-[#72f088]',
  '#addcff': 'text-[#addcff]',
  '#ffb1af': 'text-[#ffb1af]',
  '#ffffff': 'text-[#ffffff]',
  '#272b33': 'text-[#272b33]',
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
  return classFor(textClasses, color);
}

export function codeBackgroundClass(color: string): string {
  return classFor(backgroundClasses, color);
}
