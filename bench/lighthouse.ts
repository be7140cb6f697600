import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import { benchServer, initialJsGzip, kb, signedInCookie } from './support';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * `npm run lighthouse`: Lighthouse scores of the production build, every page, both presets, three
 * runs each, printed as median and range (the machine is noisy; one run proves little).
 *
 *   npm run lighthouse                                   # every page below, mobile + desktop, 3 runs
 *   npm run lighthouse -- --runs=1 --preset=mobile       # quicker
 *   npm run lighthouse -- / /pantry@member               # chosen pages (@member: signed in)
 *   npm run lighthouse -- --save=/tmp/lh /generate       # also keep each run's JSON report there
 *
 * Visitor pages run in a plain browser, as a first-time visitor has; member pages in a profile
 * signed in as a verified cook (onboarding done, so the tutorial does not cover the page). The bench
 * cook is the database's first account, so it is also an admin.
 * Bars (DESIGN.md section 5, issue 16): mobile performance >= 95, accessibility 100, best practices 100,
 * desktop performance >= 98, CLS 0.
 */
type Who = 'visitor' | 'member';
type Preset = 'mobile' | 'desktop';
interface Page {
  path: string;
  who: Who;
}

// Add a screen here when it lands (calendar, assistant, admin).
const DEFAULT_PAGES: Page[] = [
  { path: '/', who: 'visitor' },
  { path: '/login', who: 'visitor' },
  { path: '/generate', who: 'visitor' },
  { path: '/', who: 'member' },
  { path: '/pantry', who: 'member' },
  { path: '/saved-recipes', who: 'member' },
  { path: '/account-settings', who: 'member' },
  { path: '/calendar', who: 'member' },
  { path: '/admin/dashboard', who: 'member' },
];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes the page downloaded during the audit (as sent: brotli). */
  jsTransfer: number;
  failed: string[];
}

function parseArgs(argv: string[]) {
  const opt = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(opt('runs') ?? 3);
  const presetArg = opt('preset');
  const presets: Preset[] = presetArg ? [presetArg as Preset] : ['mobile', 'desktop'];
  // The old flag: `--signed-in /pantry` still audits /pantry as a member.
  const legacyMember = argv.includes('--signed-in');
  const chosen = argv
    .filter((a) => !a.startsWith('--'))
    .map((a): Page => {
      const [p, who] = a.split('@');
      return { path: p!, who: who === 'member' || legacyMember ? 'member' : 'visitor' };
    });
  return { runs, presets, pages: chosen.length ? chosen : DEFAULT_PAGES, save: opt('save') };
}

/** Sum of the transfer sizes of the scripts in Lighthouse's network-requests table. */
function scriptBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const { runs, presets, pages, save } = parseArgs(process.argv.slice(2));
  if (save) await mkdir(save, { recursive: true });
  const { server, close } = await benchServer();
  const browsers: { close(): Promise<void> }[] = [];
  const ports: Partial<Record<Who, number>> = {};
  try {
    if (pages.some((p) => p.who === 'visitor')) {
      const port = 9300 + Math.floor(Math.random() * 300);
      const launched = await chromeLauncher.launch({
        port,
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
      });
      browsers.push({ close: async () => launched.kill() });
      ports.visitor = port;
    }
    if (pages.some((p) => p.who === 'member')) {
      const port = 9600 + Math.floor(Math.random() * 300);
      // A persistent profile is the browser's default context, which is where Lighthouse opens its
      // tab: cookies and localStorage set here are what the audited page sees.
      const profile = await mkdtemp(path.join(os.tmpdir(), 'chowdr-lh-'));
      const context: BrowserContext = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      });
      browsers.push({
        close: async () => {
          await context.close();
          await rm(profile, { recursive: true, force: true });
        },
      });
      const cookieHeader = await signedInCookie(server);
      await context.addCookies(
        cookieHeader.split('; ').map((pair) => {
          const [name, ...rest] = pair.split('=');
          return { name: name!, value: rest.join('='), url: server.url };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/api/ping`);
      await page.evaluate(() => localStorage.setItem('chowdr-onboarding-completed', 'true'));
      await page.close();
      ports.member = port;
    }

    const rows: { page: Page; preset: Preset; runs: Run[] }[] = [];
    for (const preset of presets) {
      for (const page of pages) {
        const row = { page, preset, runs: [] as Run[] };
        rows.push(row);
        for (let i = 0, attempts = 0; i < runs; i++) {
          const result = await lighthouse(
            `${server.url}${page.path}`,
            {
              port: ports[page.who],
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
          if (result.lhr.runtimeError && attempts++ < 3) {
            // A run that could not load the page (NO_FCP on a busy machine) measures nothing: run it again.
            console.error(`  ${preset} ${page.who} ${page.path}: ${result.lhr.runtimeError.code}, again`);
            i--;
            continue;
          }
          if (save) {
            const name = `${preset}-${page.who}-${page.path.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`;
            await writeFile(path.join(save, name), JSON.stringify(result.lhr));
          }
          const { categories, audits } = result.lhr;
          const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
          const run: Run = {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
            lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbt: audits['total-blocking-time']?.numericValue ?? NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
            jsTransfer: scriptBytes(audits['network-requests']?.details),
            failed: Object.values(audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
              .map((a) => a.id),
          };
          row.runs.push(run);
          console.error(
            `  ${preset} ${page.who} ${page.path} #${i + 1}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} TBT ${Math.round(run.tbt)} ms CLS ${run.cls.toFixed(3)}`,
          );
        }
      }
    }

    const stat = (xs: number[], digits = 0) => {
      const f = (x: number) => x.toFixed(digits);
      const lo = Math.min(...xs);
      const hi = Math.max(...xs);
      return lo === hi ? f(median(xs)) : `${f(median(xs))} (${f(lo)}-${f(hi)})`;
    };
    console.log(`\nLighthouse, ${runs} run(s) each: median (range)\n`);
    console.log(
      '| preset | page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | initial JS (gzip) | JS loaded (br) | failed checks |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const { page, preset, runs: rs } of rows) {
      const failed = [...new Set(rs.flatMap((r) => r.failed))].join(', ') || '-';
      // The entry, its modulepreloads and the route chunks the server announces (bench/support.ts).
      const initial = await initialJsGzip(page.path, page.who);
      console.log(
        `| ${preset} | ${page.path}${page.who === 'member' ? ' (signed in)' : ''} | ${stat(rs.map((r) => r.performance))} | ${stat(
          rs.map((r) => r.accessibility),
        )} | ${stat(rs.map((r) => r.bestPractices))} | ${stat(rs.map((r) => r.fcp))} | ${stat(rs.map((r) => r.lcp))} | ${stat(
          rs.map((r) => r.tbt),
        )} | ${stat(
          rs.map((r) => r.cls),
          3,
        )} | ${initial ? kb(initial.total) : '-'} | ${kb(median(rs.map((r) => r.jsTransfer)))} | ${failed} |`,
      );
    }
  } finally {
    for (const b of browsers) await b.close().catch(() => undefined);
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
