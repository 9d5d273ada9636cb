import { bundledThemes } from 'shiki';
import { codeTheme } from './highlight';
import { codeBackgroundClass, codeTextClass } from './palette';

describe('code palette', () => {
  it('has a class for every colour of the code theme', async () => {
    const theme = (await bundledThemes[codeTheme]()).default;
    expect(theme.name).toBe(codeTheme);
    const colours = new Set<string>();
    for (const rule of theme.tokenColors ?? []) if (rule.settings.foreground) colours.add(rule.settings.foreground);
    const editorForeground = theme.colors?.['editor.foreground'];
    const editorBackground = theme.colors?.['editor.background'];
    expect(colours.size).toBeGreaterThan(0);
    for (const colour of [...colours, editorForeground ?? '']) expect(codeTextClass(colour)).toBe(`text-[${colour.toLowerCase()}]`);
    expect(codeBackgroundClass(editorBackground ?? '')).toBe(`bg-[${(editorBackground ?? '').toLowerCase()}]`);
  });

  it('refuses a colour it has no class for, so that the build fails rather than lose it', () => {
    expect(() => codeTextClass('#123456')).toThrow('#123456');
  });
});
