// The bench's outputs: one Markdown table for the terminal, the machine it ran on, and two
// generated files: bench/results.json (every figure) and bench/results.md (a table per route,
// each figure beside its budget), which the docs point to instead of copying figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { budgetFor, checkFigure, figures } from '../budgets.mjs';
import { kilobyte } from '../build-output/build-output.mjs';

/** Where the figures were taken: they only compare with figures from the same kind of machine. */
export function describeMachine() {
  const [cpu] = cpus();
  return {
    cpu: `${cpus().length} × ${cpu?.model.trim() ?? 'unknown CPU'}`,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(2))),
  };
}

const kb = (bytes) => (typeof bytes === 'number' ? (bytes / kilobyte).toFixed(1) : '–');
const seconds = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : '–');
const whole = (value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
const cls = (value) => (typeof value === 'number' ? value.toFixed(3) : '–');

const columns = [
  ['Route', (row) => row.route],
  ['Status', (row) => whole(row.status)],
  ['Own JS KB', (row) => kb(row.bytes?.js.own)],
  ['CSS KB', (row) => kb(row.bytes?.css)],
  ['Font KB', (row) => kb(row.bytes?.font)],
  ['Img KB', (row) => kb(row.bytes?.image)],
  ['HTML KB', (row) => kb(row.bytes?.html)],
  // What the phone parses: the document uncompressed, and the inline scripts in it.
  ['HTML raw KB', (row) => kb(row.bytes?.htmlRaw)],
  ['Inline JS KB', (row) => kb(row.bytes?.inlineScripts)],
  ['Req', (row) => whole(row.lighthouse?.requests ?? row.bytes?.requests)],
  ['Perf', (row) => whole(row.lighthouse?.performance)],
  ['A11y', (row) => whole(row.lighthouse?.accessibility)],
  ['BP', (row) => whole(row.lighthouse?.bestPractices)],
  ['SEO', (row) => whole(row.lighthouse?.seo)],
  ['FCP s', (row) => seconds(row.lighthouse?.fcpMs)],
  ['LCP s', (row) => seconds(row.lighthouse?.lcpMs)],
  // The route's LCP over the bare Next page's, both from this run.
  ['LCP ÷ bare', (row) => (typeof row.lcpRatio === 'number' ? row.lcpRatio.toFixed(2) : '–')],
  // Of the page's scripts, how many had downloaded before the LCP Lighthouse observed: under
  // simulated throttling, LCP waits for each of them (docs/performance.md).
  [
    'JS before LCP',
    (row) => (typeof row.lighthouse?.scriptsBeforeLcp === 'number' ? `${whole(row.lighthouse.scriptsBeforeLcp)}/${whole(row.lighthouse.scripts)}` : '–'),
  ],
  ['TBT ms', (row) => whole(row.lighthouse?.tbtMs)],
  ['CLS', (row) => cls(row.lighthouse?.cls)],
  ['SI s', (row) => seconds(row.lighthouse?.speedIndexMs)],
  // The machine's 1-minute load average as the route finished: a busy CPU inflates TBT.
  ['Load', (row) => (typeof row.loadAverage === 'number' ? row.loadAverage.toFixed(1) : '–')],
];

/**
 * A row per route; a figure over its budget is marked with `!`.
 * @param {{ route: string }[]} rows
 * @param {Map<string, Set<string>>} missedFigures route → names of the figures over budget
 */
export function formatTable(rows, missedFigures) {
  const figureOfColumn = {
    'Own JS KB': 'ownJsKb',
    'HTML KB': 'htmlKb',
    Perf: 'performance',
    A11y: 'accessibility',
    BP: 'bestPractices',
    SEO: 'seo',
    'LCP s': 'lcpMs',
    'LCP ÷ bare': 'lcpRatio',
    'TBT ms': 'tbtMs',
    CLS: 'cls',
    Status: 'status',
  };
  const cells = rows.map((row) =>
    columns.map(([title, read]) => {
      const missed = missedFigures.get(row.route)?.has(figureOfColumn[title] ?? '');
      return `${read(row)}${missed ? ' !' : ''}`;
    }),
  );
  const widths = columns.map(([title], index) => Math.max(title.length, ...cells.map((line) => line[index].length)));
  const line = (values) => `| ${values.map((value, index) => (index === 0 ? value.padEnd(widths[index]) : value.padStart(widths[index]))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(columns.map(([title]) => title)), rule, ...cells.map(line)].join('\n');
}

/**
 * One line per page: the element Lighthouse found largest in the first screen, the thing to make
 * paint sooner when a route's LCP is slow.
 * @param {{ route: string, lighthouse?: { lcpElement?: { selector: string, snippet: string } | null } | null }[]} rows
 */
export function formatLcpElements(rows) {
  return rows.map((row) => `  ${row.route}: ${row.lighthouse?.lcpElement?.snippet || row.lighthouse?.lcpElement?.selector || '–'}`).join('\n');
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en')} ms` : '–');
const times = (value) => (typeof value === 'number' ? `${value.toFixed(2)}×` : '–');

/**
 * The real-browser run as one table: per profile, the bare page then each route, with the medians
 * of first contentful paint, largest contentful paint and the hydrated moment, and the route's
 * ratios to the bare page. Empty when the run did not happen.
 * @param {{ route: string, realBrowser?: Record<string, { fcpMs: number | null, lcpMs: number | null, hydratedMs: number | null, lcpRatio?: number | null, hydratedRatio?: number | null }> }[]} rows the reference first
 * @param {Record<string, { label: string }>} profiles
 */
export function formatRealBrowserTable(rows, profiles) {
  const lines = Object.entries(profiles).flatMap(([name, profile]) =>
    rows.flatMap((row) => {
      const figures = row.realBrowser?.[name];
      if (!figures) return [];
      const ratio = (value) => (typeof value === 'number' ? ` (${times(value)})` : '');
      return [
        `| ${row.route}, ${profile.label} | ${ms(figures.fcpMs)} | ${ms(figures.lcpMs)}${ratio(figures.lcpRatio)} | ${ms(figures.hydratedMs)}${ratio(figures.hydratedRatio)} |`,
      ];
    }),
  );
  if (lines.length === 0) return '';
  return ['| Page, profile | First contentful paint | Largest contentful paint (÷ bare) | Hydrated (÷ bare) |', '|:--|--:|--:|--:|', ...lines].join('\n');
}

/**
 * bench/results.md: when and where the figures were taken, then a table per page (the reference
 * first, without budgets), each figure beside its budget.
 * @param {{ date: string, machine: ReturnType<typeof describeMachine>, environment: Record<string, string>, runsPerRoute: number, budgets: Parameters<typeof budgetFor>[0], reference: object, routes: object[] }} results
 */
export function resultsMarkdown({ date, machine, environment, runsPerRoute, budgets, reference, routes, realBrowser }) {
  const table = (row, budget) => {
    // A figure with no budget and no value (the reference's ratio to itself) is left out.
    const lines = Object.keys(figures).flatMap((name) => {
      const check = checkFigure(/** @type {keyof typeof figures} */ (name), row, budget[name]);
      if (check.wanted === null && check.value === null) return [];
      const verdict = check.wanted === null ? '' : check.over ? 'over' : 'within';
      return [`| ${figures[name].label} | ${check.shown} | ${check.wanted ?? '–'} | ${verdict} |`];
    });
    return [`## ${row.route}`, '', `HTTP ${row.status}.`, '', '| Figure | Measured | Budget | |', '|:--|--:|--:|:--|', ...lines].join('\n');
  };
  return [
    '# Bench results',
    '',
    'Generated by `npm run bench`: do not edit. Every figure is in `bench/results.json`.',
    '',
    `${date.slice(0, 10)}, ${machine.cpu}, ${machine.memoryGb} GB, ${machine.os}; ${environment.chromium}, Node ${environment.node}, Lighthouse ${environment.lighthouse}; medians of ${runsPerRoute} run(s) per route.`,
    '',
    ...(realBrowser
      ? [
          '## Real browser',
          '',
          `${realBrowser.description}; medians of ${realBrowser.runs} loads per page and profile, the bare page interleaved with the routes.`,
          '',
          formatRealBrowserTable([reference, ...routes], realBrowser.profiles),
          '',
        ]
      : []),
    table(reference, {}),
    ...routes.map((row) => `\n${table(row, budgetFor(budgets, row.route))}`),
    '',
  ].join('\n');
}

/** Writes bench/results.json and bench/results.md into `dir`. */
export function writeResults(dir, results) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'results.md'), resultsMarkdown(results));
}
