// bench/budgets.json (the budgets every route is held to), and the comparison of a route's
// figures with them. The bench checks every figure; the byte-budget test checks the bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { kilobyte } from './build-output/build-output.mjs';

// The site's zod, resolved from the project root: a plain import would find the older zod that
// Lighthouse brings into bench/node_modules.
/** @type {typeof import('zod')} */
const { z } = createRequire(new URL('../package.json', import.meta.url))('zod');

/**
 * Every figure a budget can name: how to read it from a route's result, and how to show it.
 * `bytes` figures come from the build alone (deterministic), `lighthouse` ones from Lighthouse's
 * simulated run, `real` ones from the real-browser run (bench/real-browser), which measures a few
 * routes only: a route it did not measure is not held to them.
 */
export const figures = {
  ownJsKb: { label: 'JS above the floor', unit: 'KB gzip', source: 'bytes', read: (result) => result.bytes?.js.own / kilobyte },
  htmlKb: { label: 'HTML', unit: 'KB gzip', source: 'bytes', read: (result) => result.bytes?.html / kilobyte },
  // What a phone's processor parses: the document as it is, and the inline scripts in it (the
  // route data React reads to hydrate), which it runs before the page answers.
  htmlRawKb: { label: 'HTML, raw', unit: 'KB', source: 'bytes', read: (result) => result.bytes?.htmlRaw / kilobyte },
  inlineScriptKb: { label: 'Inline scripts, raw', unit: 'KB', source: 'bytes', read: (result) => result.bytes?.inlineScripts / kilobyte },
  performance: { label: 'Lighthouse performance', unit: '', source: 'lighthouse', read: (result) => result.lighthouse?.performance },
  accessibility: { label: 'Lighthouse accessibility', unit: '', source: 'lighthouse', read: (result) => result.lighthouse?.accessibility },
  bestPractices: { label: 'Lighthouse best practices', unit: '', source: 'lighthouse', read: (result) => result.lighthouse?.bestPractices },
  seo: { label: 'Lighthouse SEO', unit: '', source: 'lighthouse', read: (result) => result.lighthouse?.seo },
  lcpMs: { label: 'LCP', unit: 'ms', source: 'lighthouse', read: (result) => result.lighthouse?.lcpMs },
  // The route's LCP over the bare Next page's, measured in the same run (bench/lighthouse/reference.mjs).
  lcpRatio: { label: "LCP over the bare page's", unit: '×', source: 'lighthouse', read: (result) => result.lcpRatio },
  tbtMs: { label: 'TBT', unit: 'ms', source: 'lighthouse', read: (result) => result.lighthouse?.tbtMs },
  cls: { label: 'CLS', unit: '', source: 'lighthouse', read: (result) => result.lighthouse?.cls },
  // The real-browser run (bench/real-browser): medians over the bare page's, per network profile.
  lcpRatioSlow4g: {
    label: "Real Slow 4G: LCP over the bare page's",
    unit: '×',
    source: 'real',
    profile: 'slow-4g',
    read: (result) => result.realBrowser?.['slow-4g']?.lcpRatio,
  },
  hydratedRatioSlow4g: {
    label: "Real Slow 4G: hydrated over the bare page's",
    unit: '×',
    source: 'real',
    profile: 'slow-4g',
    read: (result) => result.realBrowser?.['slow-4g']?.hydratedRatio,
  },
  lcpRatio3g: { label: "Real 3G: LCP over the bare page's", unit: '×', source: 'real', profile: '3g', read: (result) => result.realBrowser?.['3g']?.lcpRatio },
  hydratedRatio3g: {
    label: "Real 3G: hydrated over the bare page's",
    unit: '×',
    source: 'real',
    profile: '3g',
    read: (result) => result.realBrowser?.['3g']?.hydratedRatio,
  }, // The same on an entry-level handset's CPU (6× slower than the machine).
  lcpRatioSlow4g6x: {
    label: "Real Slow 4G, 6× CPU: LCP over the bare page's",
    unit: '×',
    source: 'real',
    profile: 'slow-4g-6x',
    read: (result) => result.realBrowser?.['slow-4g-6x']?.lcpRatio,
  },
  hydratedRatioSlow4g6x: {
    label: "Real Slow 4G, 6× CPU: hydrated over the bare page's",
    unit: '×',
    source: 'real',
    profile: 'slow-4g-6x',
    read: (result) => result.realBrowser?.['slow-4g-6x']?.hydratedRatio,
  },
  lcpRatio3g6x: {
    label: "Real 3G, 6× CPU: LCP over the bare page's",
    unit: '×',
    source: 'real',
    profile: '3g-6x',
    read: (result) => result.realBrowser?.['3g-6x']?.lcpRatio,
  },
  hydratedRatio3g6x: {
    label: "Real 3G, 6× CPU: hydrated over the bare page's",
    unit: '×',
    source: 'real',
    profile: '3g-6x',
    read: (result) => result.realBrowser?.['3g-6x']?.hydratedRatio,
  },
};

const figureNames = /** @type {[keyof typeof figures, ...(keyof typeof figures)[]]} */ (Object.keys(figures));
const limit = z.union([z.strictObject({ max: z.number() }), z.strictObject({ min: z.number() })]);
const budgetSet = z.partialRecord(z.enum(figureNames), limit);

/**
 * How Lighthouse slows the load. `simulate`: Lighthouse loads the page at full speed and models
 * the slow load afterwards (its default, and what PageSpeed Insights reports). `devtools`: Chrome
 * throttles the real network and CPU while the page loads.
 */
export const throttlingMethods = /** @type {const} */ (['simulate', 'devtools']);

const budgetsFile = z.object({
  /** The method the timing budgets are measured with. */
  throttling: z.enum(throttlingMethods),
  /** Every route's budget; a figure it does not name is shown, not budgeted. */
  perRoute: budgetSet,
  /** Exact routes, or prefixes ending in `*`, whose budgets differ from perRoute. */
  routes: z.record(z.string().regex(/^\//), budgetSet).default({}),
  /** The site search's index of one reader language, all its pieces together (KB gzip). */
  searchIndexKb: z.strictObject({ max: z.number() }),
});

/** @typedef {z.infer<typeof limit>} Limit */
/** @typedef {Partial<Record<keyof typeof figures, Limit>>} RouteBudget */

/** Reads and checks bench/budgets.json; a bad file fails with the field at fault. */
export function loadBudgets(root = process.cwd(), file = join('bench', 'budgets.json')) {
  const parsed = budgetsFile.safeParse(JSON.parse(readFileSync(join(root, file), 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The budget of one route: perRoute, overridden by the matching `routes` entries (the longer
 * pattern wins).
 * @param {z.infer<typeof budgetsFile>} budgets
 * @param {string} route
 * @returns {RouteBudget}
 */
export function budgetFor(budgets, route) {
  const matches = Object.entries(budgets.routes)
    .filter(([pattern]) => (pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern))
    .sort(([a], [b]) => a.length - b.length);
  return Object.assign({}, budgets.perRoute, ...matches.map(([, budget]) => budget));
}

/**
 * How one figure of `result` stands against its bound (none: the figure is only shown): the
 * value as shown, the budget as shown, and whether it misses. A figure not measured misses.
 * @param {keyof typeof figures} name
 * @param {object} result
 * @param {Limit} [bound]
 */
export function checkFigure(name, result, bound) {
  const figure = figures[name];
  const value = figure.read(result);
  const measured = typeof value === 'number' && !Number.isNaN(value);
  const unit = figure.unit === '×' ? figure.unit : figure.unit ? ` ${figure.unit}` : '';
  return {
    value: measured ? value : null,
    shown: measured ? `${formatFigure(name, value)}${unit}` : 'not measured',
    wanted: bound ? `${'max' in bound ? `≤ ${bound.max}` : `≥ ${bound.min}`}${unit}` : null,
    over: bound ? !measured || ('max' in bound ? value > bound.max : value < bound.min) : false,
  };
}

/**
 * Every figure of `result` outside `budget`. A figure that could not be measured is a miss too,
 * except the real-browser figures of a route (or a network profile) the real-browser run did not
 * load.
 * @param {string} route
 * @param {{ realBrowser?: object }} result
 * @param {RouteBudget} budget
 * @param {{ only?: 'bytes' | 'lighthouse' | 'real' | ('bytes' | 'lighthouse' | 'real')[] }} [options]
 */
export function budgetMisses(route, result, budget, { only } = {}) {
  const sources = only === undefined ? null : [only].flat();
  return Object.entries(budget).flatMap(([name, bound]) => {
    const figure = figures[/** @type {keyof typeof figures} */ (name)];
    if (sources && !sources.includes(figure.source)) return [];
    if ('profile' in figure && !result.realBrowser?.[figure.profile]) return [];
    const check = checkFigure(/** @type {keyof typeof figures} */ (name), result, bound);
    if (!check.over) return [];
    return [{ route, figure: name, value: check.value, message: `${route}: ${figure.label} ${check.shown} (budget ${check.wanted})` }];
  });
}

function formatFigure(name, value) {
  if (name.endsWith('Kb')) return value.toFixed(1);
  if (name === 'cls') return value.toFixed(3);
  if (figures[name].unit === '×') return value.toFixed(2);
  return String(Math.round(value));
}
