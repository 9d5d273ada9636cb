// npm run bench [-- --no-build] [--routes /ke,/ke/about] [--runs 1] [--port 3190] [--throttling devtools]
//                 [--real-only | --no-real] [--real-runs 5] [--profiles slow-4g,3g,slow-4g-6x,3g-6x] [--repeat-visit]
//
// Builds the site and the bare reference page (bench/reference-app), serves each with
// `next start` on its own loopback port, and measures every route one after the other (on a
// 2-core machine overlapping runs would skew each other): bytes from the build, then Lighthouse
// `runs` times with the throttling of bench/budgets.json, keeping the median of each figure.
// The reference is measured between the routes, and each route's LCP is divided by its median.
// Then the real-browser run (bench/real-browser): a few routes and the reference loaded in a real
// Chromium slowed through the DevTools protocol, each profile's medians over the reference's.
// Prints one table, writes bench/results.json and bench/results.md, and exits 1 naming every
// route and figure over its budget (2 when the bench itself fails).
// --search measures the first search on a cold page instead (bench/real-browser/search.mjs):
// the first key press in the header's field to the first results, on each language's home.
// --repeat-visit measures a returning visitor instead (bench/real-browser/repeat-visit.mjs): the
// first visit, then the same page again with the cache and the service worker warm; it prints
// its table and writes nothing.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { kilobyte, readBuild } from '../build-output/build-output.mjs';
import { budgetFor, budgetMisses, loadBudgets, throttlingMethods } from '../budgets.mjs';
import { chromiumVersion, launchChromium, lighthouseVersion, measureWithLighthouse } from './lighthouse.mjs';
import { combineRuns } from './runs.mjs';
import { buildReference, lcpRatio, referenceAppDir, referenceBuildIsCurrent, referenceLabel, referenceRunsPerSlot } from './reference.mjs';
import { describeMachine, formatLcpElements, formatRealBrowserTable, formatTable, writeResults } from './report.mjs';
import { discoverRoutes } from './routes.mjs';
import { freePort, startServer } from './server.mjs';
import { launchRealBrowser, realBrowserRoutes } from '../real-browser/browser.mjs';
import { networkProfiles, phone, profileNames } from '../real-browser/profiles.mjs';
import { measureRealBrowser } from '../real-browser/runs.mjs';
import { formatRepeatVisitTable, measureRepeatVisits, repeatVisitRoutes } from '../real-browser/repeat-visit.mjs';
import { formatFirstSearchTable, measureFirstSearches } from '../real-browser/search.mjs';

const usage = `Usage: npm run bench -- [options]
  --no-build         measure the existing .next build (also BENCH_SKIP_BUILD=1); the reference
                     page is still built when it has no build from the installed Next
  --routes a,b       only these routes (e.g. /ke,/ke/about)
  --runs N           Lighthouse runs per route, median kept (default 3)
  --port N           serve the site on N, Chromium's DevTools on N+1 and the reference page on
                     N+2 (each when free); default: any free ports
  --throttling M     simulate or devtools; default: the budgets' method (bench/budgets.json)
  --real-only        only the real-browser run (and the bytes), no Lighthouse
  --no-real          only Lighthouse, no real-browser run
  --real-runs N      real-browser loads per page and profile, median kept (default 5)
  --profiles a,b     real-browser profiles, each a network and a CPU slowdown (4×, or 6× for
                     the -6x ones; default: ${profileNames.join(',')})
  --repeat-visit     only the returning visitor: each page loaded, then opened again with the
                     cache and the service worker warm (default routes: /ke, the first
                     article, the first API page; --real-runs and --profiles apply)

The real-browser run loads --routes, or by default one page of each template: home, products, the
payment infrastructure page, about, developers, the first API page, testing, result codes and the
first code, the blog list and the first article, airtime, demo, the first coming-soon market, the
first legal page and search (bench/real-browser/routes.mjs).`;

/** A mistake on the command line: the message is enough, no stack trace. */
class UsageError extends Error {}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'no-build': { type: 'boolean', default: false },
        routes: { type: 'string' },
        runs: { type: 'string', default: '3' },
        port: { type: 'string' },
        throttling: { type: 'string' },
        'real-only': { type: 'boolean', default: false },
        'no-real': { type: 'boolean', default: false },
        'real-runs': { type: 'string', default: '5' },
        profiles: { type: 'string', default: profileNames.join(',') },
        'repeat-visit': { type: 'boolean', default: false },
        search: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a whole number ≥ 1 (got ${values.runs})`);
  if (!Number.isInteger(port) || port < 0 || port > 65534) throw new UsageError(`--port must be a port number (got ${values.port})`);
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes?.some((route) => !route.startsWith('/'))) throw new UsageError('--routes takes paths starting with /');
  const throttling = throttlingMethods.find((method) => method === values.throttling);
  if (values.throttling !== undefined && !throttling) throw new UsageError(`--throttling is ${throttlingMethods.join(' or ')} (got ${values.throttling})`);
  const realRuns = Number(values['real-runs']);
  if (!Number.isInteger(realRuns) || realRuns < 1) throw new UsageError(`--real-runs must be a whole number ≥ 1 (got ${values['real-runs']})`);
  if (values['real-only'] && values['no-real']) throw new UsageError('--real-only and --no-real exclude each other');
  const profiles = values.profiles.split(',').map((name) => name.trim());
  const unknownProfile = profiles.find((name) => !profileNames.some((known) => known === name));
  if (unknownProfile !== undefined) throw new UsageError(`--profiles takes ${profileNames.join(', ')} (got ${unknownProfile})`);
  return {
    build: !values['no-build'] && process.env.BENCH_SKIP_BUILD !== '1',
    routes,
    runs,
    port,
    throttling,
    lighthouse: !values['real-only'],
    real: !values['no-real'],
    realRuns,
    profiles: profileNames.filter((name) => profiles.includes(name)),
    repeatVisit: values['repeat-visit'],
    search: values.search,
  };
}

/** `--repeat-visit`: first and repeat visits of a few pages, in a real browser; prints a table. */
async function measureRepeatVisitsOnly({ root, options }) {
  const build = readBuild({ root });
  // The standalone server: `next start` would not serve the service worker the build wrote there.
  const server = await startServer({ root, port: await freePort(options.port), standalone: true });
  const browser = await launchRealBrowser();
  try {
    const discovered = await discoverRoutes({ origin: server.origin, prerendered: build.pages().map((page) => page.route), root });
    const routes = options.routes ?? repeatVisitRoutes(discovered.routes);
    const machine = describeMachine();
    console.log(
      `Repeat visits: ${routes.join(', ')}, ${options.realRuns} run(s) each per profile (${options.profiles.join(', ')}); ${machine.cpu}, load average ${loadavg()[0].toFixed(2)} at start.`,
    );
    const results = await measureRepeatVisits({ browser, origin: server.origin, routes, runs: options.realRuns, profiles: options.profiles });
    console.log(`\n${formatRepeatVisitTable(results)}\n\nLoad average ${loadavg()[0].toFixed(2)} at the end, on ${cpus().length} cores.`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `--search`: the first search on a cold page, in a real browser; prints a table. */
async function measureFirstSearchesOnly({ options }) {
  const { root } = options;
  const server = await startServer({ root, port: await freePort(options.port), standalone: true });
  const browser = await launchRealBrowser();
  try {
    console.log(
      `First search: ${options.realRuns} run(s) per page and profile (${options.profiles.join(', ')}); load average ${loadavg()[0].toFixed(2)} at start.`,
    );
    const results = await measureFirstSearches({ browser, origin: server.origin, runs: options.realRuns, profiles: options.profiles });
    console.log(`\n${formatFirstSearchTable(results)}\n\nLoad average ${loadavg()[0].toFixed(2)} at the end, on ${cpus().length} cores.`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The project's own build script (`next build` and the steps after it). */
function buildSite(root) {
  console.log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** Bytes and Lighthouse figures of one route. A page that does not answer 200 gets no Lighthouse run. */
async function measureRoute({ route, origin, build, chromePort, runs, throttling, withLighthouse = true }) {
  const response = await fetch(`${origin}${route}`, { redirect: 'manual' });
  const html = await response.text();
  const lighthouse =
    response.status === 200 && withLighthouse ? await measureWithLighthouse({ url: `${origin}${route}`, origin, chromePort, runs, throttling }) : null;
  const { resources, ...bytes } = build.measurePage(html, { loaded: lighthouse?.loaded });
  // The 1-minute load average as the route finished: a busy machine explains a slow row.
  const loadAverage = Number(loadavg()[0].toFixed(2));
  return { route, status: response.status, bytes, lighthouse: lighthouse?.figures ?? null, loadAverage, resources };
}

/** A route's misses: its status, Lighthouse's own errors, then every budgeted figure measured. */
function routeMisses(row, budget, { lighthouse }) {
  const miss = (figure, message) => ({ route: row.route, figure, value: null, message: `${row.route}: ${message}` });
  if (row.status !== 200) {
    return [miss('status', `HTTP ${row.status} (expected 200; Lighthouse not run)`), ...budgetMisses(row.route, row, budget, { only: 'bytes' })];
  }
  const errors = (row.lighthouse?.errors ?? []).map((error) => miss('lighthouse', `Lighthouse error: ${error}`));
  return [...errors, ...budgetMisses(row.route, row, budget, lighthouse ? {} : { only: ['bytes', 'real'] })];
}

/**
 * The bare reference page, served beside the site. `measure()` runs Lighthouse on it and keeps
 * the runs; `row()` gives its bytes and the medians over every run so far.
 */
async function startReference({ root, port, chromePort, runsPerSlot, throttling }) {
  const server = await startServer({ root, appDir: referenceAppDir, port });
  const build = readBuild({ root: join(root, referenceAppDir) });
  const context = { url: `${server.origin}/`, origin: server.origin, chromePort, throttling };
  const runs = [];
  const retried = [];
  let loaded = [];
  return {
    server,
    async measure() {
      const measured = await measureWithLighthouse({ ...context, runs: runsPerSlot });
      runs.push(...measured.figures.runs);
      retried.push(...measured.figures.retried);
      loaded = measured.loaded;
    },
    async row() {
      const response = await fetch(context.url, { redirect: 'manual' });
      const { resources, ...bytes } = build.measurePage(await response.text(), { loaded });
      const lighthouse = runs.length > 0 ? combineRuns(runs, retried) : null;
      return { route: referenceLabel, reference: true, status: response.status, bytes, lighthouse, loadAverage: Number(loadavg()[0].toFixed(2)), resources };
    },
  };
}

/**
 * The real-browser run on `routes` and the reference page: each route's row (a row without
 * Lighthouse figures is added for a route Lighthouse did not measure) gets `realBrowser`, its
 * medians and ratios per profile; the reference row gets its own medians.
 */
async function addRealBrowserRun({ rows, referenceRow, origin, referenceUrl, routes, options, build }) {
  const browser = await launchRealBrowser();
  try {
    console.log(`Real browser: ${routes.join(', ')} and the ${referenceLabel}, ${options.realRuns} loads each per profile (${options.profiles.join(', ')}).`);
    const real = await measureRealBrowser({ browser, referenceUrl, origin, routes, runs: options.realRuns, profiles: options.profiles });
    referenceRow.realBrowser = Object.fromEntries(Object.entries(real).map(([profile, { reference }]) => [profile, reference]));
    for (const route of routes) {
      let row = rows.find((candidate) => candidate.route === route);
      if (!row) {
        row = await measureRoute({ route, origin, build, withLighthouse: false });
        rows.push(row);
      }
      row.realBrowser = Object.fromEntries(Object.entries(real).map(([profile, result]) => [profile, result.routes[route]]));
    }
  } finally {
    await browser.close();
  }
}

/** `--real-only`: the bytes of `routes` and the real-browser run, no Lighthouse. */
async function measureRealOnly({ root, build, server, options, routes, sitePort, routeSource, setReference }) {
  const reference = await startReference({
    root,
    port: await freePort(options.port ? sitePort + 2 : 0),
    chromePort: 0,
    runsPerSlot: 1,
    throttling: options.throttling,
  });
  setReference(reference);
  const rows = [];
  for (const route of routes) rows.push(await measureRoute({ route, origin: server.origin, build, withLighthouse: false }));
  const referenceRow = await reference.row();
  await addRealBrowserRun({ rows, referenceRow, origin: server.origin, referenceUrl: `${reference.server.origin}/`, routes, options, build });
  return { rows, referenceRow, routeSource: options.routes ? routeSource : 'the real-browser defaults' };
}

/**
 * Serves the build and the reference page, and measures each route, with a reference run
 * before each route and after the last. The first Lighthouse run in a fresh browser against a
 * fresh server is slower than the rest (caches, JIT): each server gets one, discarded.
 */
async function measureRoutes({ root, build, options }) {
  // The standalone server, as `npm start` and a deployment run it: `next start` lacks the service
  // worker the build wrote there, and each page's registration would log a 404.
  const server = await startServer({ root, port: await freePort(options.port), standalone: true });
  const sitePort = Number(new URL(server.origin).port);
  let reference;
  let chromium;
  const stopAll = () => Promise.all([chromium?.kill(), server.stop(), reference?.server.stop()]);
  const stopOnSignal = () => stopAll().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const discovered = await discoverRoutes({ origin: server.origin, prerendered: build.pages().map((page) => page.route), root });
    const routes = options.routes ?? discovered.routes;
    const routeSource = options.routes ? 'command line' : discovered.source;

    const realRoutes = options.routes ?? realBrowserRoutes(discovered.routes);
    if (!options.lighthouse)
      return await measureRealOnly({
        root,
        build,
        server,
        options,
        routes: realRoutes,
        sitePort,
        routeSource,
        setReference: (started) => (reference = started),
      });

    chromium = await launchChromium({ port: options.port ? await freePort(sitePort + 1) : undefined });
    const runsPerSlot = referenceRunsPerSlot(routes.length, options.runs);
    reference = await startReference({
      root,
      port: await freePort(options.port ? sitePort + 2 : 0),
      chromePort: chromium.port,
      runsPerSlot,
      throttling: options.throttling,
    });
    console.log(
      `Serving the site on ${server.origin} (pid ${server.pid}) and the ${referenceLabel} on ${reference.server.origin} (pid ${reference.server.pid}); ` +
        `${routes.length} routes from ${routeSource}, ${options.runs} Lighthouse run(s) each, ${runsPerSlot} of the reference before each route and after the last.`,
    );
    const context = { origin: server.origin, build, chromePort: chromium.port, runs: options.runs, throttling: options.throttling };
    if (routes[0]) await measureWithLighthouse({ ...context, url: `${server.origin}${routes[0]}`, runs: 1 });
    await measureWithLighthouse({ ...context, url: `${reference.server.origin}/`, origin: reference.server.origin, runs: 1 });

    const rows = [];
    for (const [index, route] of routes.entries()) {
      const routeStarted = Date.now();
      await reference.measure();
      rows.push(await measureRoute({ ...context, route }));
      console.log(`  [${index + 1}/${routes.length}] ${route}: ${Math.round((Date.now() - routeStarted) / 1000)} s (reference run included)`);
    }
    await reference.measure();
    const referenceRow = await reference.row();
    for (const row of rows) row.lcpRatio = lcpRatio(row.lighthouse?.lcpMs, referenceRow.lighthouse?.lcpMs);
    // Lighthouse's browser goes before the real-browser run: one browser at a time on the machine.
    await chromium.kill();
    if (options.real)
      await addRealBrowserRun({ rows, referenceRow, origin: server.origin, referenceUrl: `${reference.server.origin}/`, routes: realRoutes, options, build });
    return { rows, referenceRow, routeSource };
  } finally {
    await stopAll();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
  }
}

async function main() {
  const options = readOptions();
  const root = process.cwd();
  const started = Date.now();
  const budgets = loadBudgets(root);
  const throttling = options.throttling ?? budgets.throttling;
  const machine = describeMachine();
  if (options.build) buildSite(root);
  if (options.repeatVisit) return measureRepeatVisitsOnly({ root, options });
  if (options.search) return measureFirstSearchesOnly({ options: { ...options, root } });
  if (options.build || !referenceBuildIsCurrent(root)) buildReference(root);
  const build = readBuild({ root });
  const { rows, referenceRow, routeSource } = await measureRoutes({ root, build, options: { ...options, throttling } });

  const misses = rows.flatMap((row) => routeMisses(row, budgetFor(budgets, row.route), { lighthouse: options.lighthouse }));
  const missedFigures = new Map();
  for (const miss of misses) missedFigures.set(miss.route, (missedFigures.get(miss.route) ?? new Set()).add(miss.figure));
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  const date = new Date().toISOString();
  const environment = {
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: `${lighthouseVersion()} (mobile defaults: Slow 4G, 4× CPU; throttling ${throttling})`,
  };

  console.log(`\nFramework floor: ${(build.floor.bytes / kilobyte).toFixed(1)} KB gzip (${build.floor.note}).`);
  console.log(
    `${date.slice(0, 10)}, ${machine.cpu}, ${machine.memoryGb} GB, ${environment.chromium}, Node ${environment.node}; Lighthouse ${throttling} throttling, medians of ${options.runs} run(s).\n`,
  );
  const profiles = Object.fromEntries(options.profiles.map((name) => [name, networkProfiles[name]]));
  const realBrowser = options.real
    ? {
        description: `Chromium through the DevTools protocol: ${options.profiles.map((name) => `${networkProfiles[name].label} (${Math.round(networkProfiles[name].latencyMs)} ms per request, ${Math.round(networkProfiles[name].downloadKbps)} kbps, ${networkProfiles[name].cpuSlowdown}× CPU)`).join(', ')}, a ${phone.viewport.width}×${phone.viewport.height} phone, cold cache`,
        runs: options.realRuns,
        profiles,
      }
    : undefined;
  if (options.lighthouse) {
    console.log(formatTable([referenceRow, ...rows], missedFigures));
    console.log(`\nLargest contentful element of each page (Lighthouse):\n${formatLcpElements([referenceRow, ...rows])}`);
  }
  if (realBrowser)
    console.log(`\nReal browser (${realBrowser.description}; medians of ${realBrowser.runs}):\n${formatRealBrowserTable([referenceRow, ...rows], profiles)}`);
  console.log(`\n${rows.length} routes and the ${referenceLabel} in ${Math.floor(durationSeconds / 60)} min ${durationSeconds % 60} s.`);
  const busiest = Math.max(machine.loadAverageAtStart[0] ?? 0, ...rows.map((row) => row.loadAverage), referenceRow.loadAverage);
  if (busiest > cpus().length) {
    console.warn(`The load average reached ${busiest.toFixed(1)} on ${cpus().length} cores: timings (TBT above all) read high.`);
  }

  writeResults(join(root, 'bench'), {
    date,
    durationSeconds,
    machine,
    environment,
    runsPerRoute: options.runs,
    routeSource,
    floor: build.floor,
    budgets,
    misses,
    reference: referenceRow,
    routes: rows,
    realBrowser,
  });

  const failingAudits = rows.filter((row) => row.lighthouse?.failing.length).map((row) => `  ${row.route}: ${row.lighthouse.failing.join(', ')}`);
  if (failingAudits.length > 0) console.log(`\nAudits that cost accessibility, best-practices or SEO points:\n${failingAudits.join('\n')}`);
  const retried = [referenceRow, ...rows].flatMap((row) => (row.lighthouse?.retried ?? []).map((error) => `  ${row.route}: ${error}`));
  if (retried.length > 0) console.log(`\nRuns Lighthouse failed to record, and ran again:\n${retried.join('\n')}`);

  if (throttling !== budgets.throttling) {
    console.log(`\n(Timings measured with ${throttling} throttling; the budgets are set for ${budgets.throttling}.)`);
  }
  if (misses.length > 0) {
    console.error(`\nOver budget (${misses.length}):\n${misses.map((miss) => `  ${miss.message}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery route is within its budgets.');
  }
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${usage}` : error);
  process.exitCode = 2;
});
