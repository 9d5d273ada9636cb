import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandColors } from './colors';

/** The theme token each literal copies. */
const brandColorTokens: Record<keyof typeof brandColors, string> = {
  green: '--color-brand-700',
  greenDeep: '--color-brand-900',
  greenBright: '--color-brand-500',
  greenPale: '--color-brand-100',
  amber: '--color-accent-400',
};

const root = join(__dirname, '..', '..');
const themeCss = readFileSync(join(root, 'app', 'globals.css'), 'utf8');

function themeValue(token: string): string | undefined {
  return themeCss.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`))?.[1]?.toLowerCase();
}

describe('brand colour literals', () => {
  const tokens = new Map(Object.entries(brandColorTokens));
  it.each(Object.entries(brandColors))('%s (%s) equals its theme token', (name, literal) => {
    const token = tokens.get(name);
    expect(token).toBeDefined();
    const value = themeValue(token ?? '');
    expect(value).toBeDefined();
    expect(literal).toBe(value);
  });

  it('the favicon is drawn in the brand green and amber', () => {
    const icon = readFileSync(join(root, 'app', 'icon.svg'), 'utf8').toLowerCase();
    expect(icon).toContain(`fill="${brandColors.green}"`);
    expect(icon).toContain(`fill="${brandColors.amber}"`);
  });
});
