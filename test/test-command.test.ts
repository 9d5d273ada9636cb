import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// `npm test` checks the project's types once, itself, and its builds skip their own check of the
// same files (TYPES_CHECKED=1): the same work twice would add minutes to every run.

const root = join(__dirname, '..');
const packageJson = z.object({ scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
/** The commands `npm test` runs (scripts/test.sh), in their order, without comments. */
const testScript = readFileSync(join(root, 'scripts', 'test.sh'), 'utf8');

/** next.config.mjs's TypeScript settings, as a build run with `env` reads them. */
function typescriptSettings(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const { default: config } = await import('./next.config.mjs'); console.log(JSON.stringify(config.typescript ?? {}));"],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      encoding: 'utf8',
    },
  );
  expect(result.stderr).toBe('');
  return z.object({ ignoreBuildErrors: z.boolean().optional() }).parse(JSON.parse(result.stdout));
}

describe('the test command', () => {
  const steps = testScript
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('is scripts/test.sh', () => {
    expect(packageJson.scripts.test).toBe('bash scripts/test.sh');
  });

  it('checks the types before any build that skips its own check', () => {
    const typecheck = steps.indexOf('npm run typecheck');
    expect(typecheck).toBeGreaterThanOrEqual(0);
    const skipping = steps.flatMap((step, index) => (step.includes('TYPES_CHECKED=1') ? [index] : []));
    // The build with sentinel credentials and the fixture build.
    expect(skipping).toHaveLength(2);
    for (const index of skipping) expect(index).toBeGreaterThan(typecheck);
  });

  it("a build checks the types itself unless told they are checked; then it leaves them to the test command's own check", () => {
    expect(typescriptSettings({}).ignoreBuildErrors).toBe(false);
    expect(typescriptSettings({ TYPES_CHECKED: '0' }).ignoreBuildErrors).toBe(false);
    expect(typescriptSettings({ TYPES_CHECKED: '1' }).ignoreBuildErrors).toBe(true);
  });
});
