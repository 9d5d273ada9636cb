#!/usr/bin/env node
// The command is bundled (with the site's sandbox code) into dist/ when the package is installed.
try {
  await import('../dist/kilele-sandbox.mjs');
} catch (failure) {
  if (failure?.code !== 'ERR_MODULE_NOT_FOUND' || !String(failure.message).includes('kilele-sandbox.mjs')) throw failure;
  console.error('kilele-sandbox is not built yet: run `npm run build -w packages/cli` at the root of the repository.');
  process.exitCode = 1;
}
