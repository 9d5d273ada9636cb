import { bundledThemes } from 'shiki';
import { codeTheme } from './highlight';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeBackgroundClass, codeTextClass, codeTextClasses } from './palette';

describe('code palette', () => {
  it('has a class for every colour of the code theme', async () => {
    const theme = (await bundledThemes[codeTheme]()).default;
    expect(theme.name).toBe(codeTheme);
    const colours = new Set<string>();
    for (const rule of theme.tokenColors ?? []) if (rule.settings.foreground) colours.add(rule.settings.foreground);
    const editorForeground = theme.colors?.['editor.foreground'];
    const editorBackground = theme.colors?.['editor.background'];
    expect(colours.size).toBeGreaterThan(0);
    for (const colour of [...colours, editorForeground ?? '']) expect(codeTextClass(colour)).toMatch(/^cc-/);
    expect(codeBackgroundClass(editorBackground ?? '')).toBe(`bg-[${(editorBackground ?? '').toLowerCase()}]`);
  });

  it('gives every class its colour in the stylesheet', () => {
    const stylesheet = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');
    for (const [colour, name] of Object.entries(codeTextClasses)) {
      expect(stylesheet).toMatch(new RegExp(`\\.${name} \\{\\s*color: ${colour};\\s*\\}`));
    }
  });

  it('refuses a colour it has no class for, so that the build fails rather than lose it', () => {
    expect(() => codeTextClass('#123456')).toThrow('#123456');
  });
});
