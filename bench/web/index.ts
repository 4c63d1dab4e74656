/**
 * `npm run bench:web [-- --runs 3 --build --keep-reports dir --shop-root other-checkout]`
 *
 * Lighthouse 12 (library; Chromium through chrome-launcher, CHROME_PATH or /usr/bin/chromium), its
 * default mobile preset (emulated Moto G Power, simulated slow 4G and 4× CPU slowdown), against the
 * built shop served by the real server on a fresh demo database: home, product list, product
 * detail. Each page is audited `--runs` times (default 3) and the median run (Lighthouse's own
 * computeMedianRun) is reported with performance, LCP, TBT, CLS, accessibility and the page's
 * JavaScript twice: first-route (what the first render needed, report.ts says exactly what that
 * is; the home page's budget) and every script loaded during the audit. A run without a result
 * (no first paint, say) is left out of the median and counts as a missed budget. Exits 1 when a
 * budget is missed. The build is copied before it is served, so a rebuild running meanwhile cannot change
 * what is measured. `--shop-root` measures another checkout's storefront and server instead (the
 * "before" figures; its storefront must be built).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';
import { createBenchDatabase, removeDataDir, tempDataDir } from '../lib/data.ts';
import { ROOT, startShop } from '../lib/shop.ts';
import { fmt, loadAverage, markdownTable, parseArgs } from '../lib/stats.ts';
import { describeRun, javascriptOf, type PageResult, runFailure, summarise } from './report.ts';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 3);
const keepReports = args.get('keep-reports') ?? null;
const shopRoot = args.get('shop-root') ? path.resolve(args.get('shop-root')!) : undefined;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export const BUDGETS = { performance: 95, lcpMs: 2000, cls: 0.05, accessibility: 95, homeJsGzipKb: 110 };

function ensureBuild(): string {
  const dist = path.join(ROOT, 'apps/web/dist');
  if (args.has('build') || !existsSync(path.join(dist, 'index.html'))) {
    console.log('building the storefront (npm run build)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed: nothing to measure');
  }
  return dist;
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

async function main(): Promise<number> {
  const chromePath = chromiumPath();
  const dist = shopRoot ? path.join(shopRoot, 'apps/web/dist') : ensureBuild();
  const snapshot = tempDataDir('gayaku-web-dist-');
  cpSync(dist, snapshot, { recursive: true });
  const dataDir = tempDataDir('gayaku-bench-web-');
  const database = await createBenchDatabase(undefined);
  const shop = await startShop({ dataDir, database, webDistDir: snapshot, root: shopRoot });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const pages = [
      { name: 'home', url: `${shop.url}/` },
      { name: 'product list', url: `${shop.url}/products` },
      { name: 'product detail', url: `${shop.url}/products/${products[0]!.id}` },
    ];
    console.log(`Lighthouse ${runs}× per page, mobile preset, Chromium ${chrome.port}; load average ${loadAverage()}`);
    const results: PageResult[] = [];
    for (const page of pages) {
      const lhrs = [];
      const failedRuns: string[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(page.url, chrome.port);
        const failure = runFailure(lhr);
        if (failure) failedRuns.push(failure);
        else lhrs.push(lhr);
        console.log(`  ${page.name} #${i + 1}: ${describeRun(lhr, failure)}`);
      }
      if (lhrs.length === 0) throw new Error(`${page.name}: none of the ${runs} runs gave a result (${failedRuns.join(', ')})`);
      // The median of the runs that gave a result; the others count as a missed budget below.
      const median = computeMedianRun(lhrs);
      if (keepReports) {
        mkdirSync(keepReports, { recursive: true });
        writeFileSync(path.join(keepReports, `${page.name.replace(/ /g, '-')}.json`), JSON.stringify(median));
      }
      results.push(summarise(page.name, median, await javascriptOf(median), failedRuns));
    }
    return report(results);
  } finally {
    chrome?.kill();
    await shop.stop();
    removeDataDir(dataDir);
    rmSync(snapshot, { recursive: true, force: true });
  }
}

function report(results: PageResult[]): number {
  const failures: string[] = [];
  const rows = results.map((r) => {
    const miss: string[] = [];
    if (r.failedRuns.length > 0) miss.push(`${r.failedRuns.length} of ${runs} runs gave no result (${r.failedRuns.join(', ')})`);
    if (r.performance < BUDGETS.performance) miss.push(`performance < ${BUDGETS.performance}`);
    if (r.lcpMs > BUDGETS.lcpMs) miss.push(`LCP > ${BUDGETS.lcpMs / 1000} s`);
    if (r.cls > BUDGETS.cls) miss.push(`CLS > ${BUDGETS.cls}`);
    if (r.accessibility < BUDGETS.accessibility) miss.push(`accessibility < ${BUDGETS.accessibility}`);
    if (r.name === 'home' && r.firstRouteJs.gzipBytes / 1024 > BUDGETS.homeJsGzipKb)
      miss.push(`first-route JS > ${BUDGETS.homeJsGzipKb} kB gzip`);
    failures.push(...miss.map((m) => `${r.name}: ${m}`));
    return [
      r.name,
      String(r.performance),
      fmt(r.lcpMs / 1000, 2),
      fmt(r.tbtMs),
      fmt(r.cls, 3),
      String(r.accessibility),
      `${r.firstRouteJs.files}`,
      fmt(r.firstRouteJs.gzipBytes / 1024, 1),
      `${r.allJs.files}`,
      fmt(r.allJs.transferBytes / 1024, 1),
      fmt(r.allJs.gzipBytes / 1024, 1),
      fmt(r.allJs.rawBytes / 1024, 1),
      miss.length === 0 ? 'pass' : `FAIL: ${miss.join('; ')}`,
    ];
  });
  console.log(`\nMedian of ${runs} Lighthouse runs per page (load average now ${loadAverage()}):\n`);
  console.log(
    markdownTable(
      [
        'page',
        '>performance',
        '>LCP s',
        '>TBT ms',
        '>CLS',
        '>accessibility',
        '>first-route JS files',
        '>first-route JS kB gzip',
        '>all JS files',
        '>all JS kB sent',
        '>all JS kB gzip',
        '>all JS kB raw',
        'verdict',
      ],
      rows,
    ),
  );
  console.log(
    `\nBudgets: performance ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs / 1000} s, CLS ≤ ${BUDGETS.cls}, accessibility ≥ ${BUDGETS.accessibility}, ` +
      `home first-route JavaScript ≤ ${BUDGETS.homeJsGzipKb} kB gzip.\n` +
      'First-route JS: scripts requested before the observed largest contentful paint (the first render); all JS: every script of the audit.',
  );
  for (const r of results) if (r.opportunities.length > 0) console.log(`${r.name}: ${r.opportunities.join('; ')}`);
  console.log(failures.length === 0 ? '\nEvery budget met.' : `\n${failures.length} budget(s) missed.`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
