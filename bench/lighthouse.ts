import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import { benchServer, signedInCookie } from './support';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * `npm run lighthouse [--signed-in] [path ...]`: Lighthouse scores (mobile preset, simulated
 * throttling) of pages served by the production build. Default: the landing page.
 * `--signed-in` registers and verifies a cook (onboarding done) and audits as them, e.g. `/pantry`.
 * Targets: performance >= 95, accessibility 100, best practices >= 95.
 */
async function main() {
  const args = process.argv.slice(2);
  const signedIn = args.includes('--signed-in');
  const paths = args.filter((a) => !a.startsWith('--'));
  if (paths.length === 0) paths.push('/');
  const { server, close } = await benchServer();
  const port = 9300 + Math.floor(Math.random() * 500);
  let context: BrowserContext | undefined;
  let launched: chromeLauncher.LaunchedChrome | undefined;
  let profile: string | undefined;
  if (signedIn) {
    // A persistent profile is the browser's default context, which is where Lighthouse opens its
    // tab: cookies and localStorage set here are what the audited page sees.
    profile = await mkdtemp(path.join(os.tmpdir(), 'chowdr-lh-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const cookieHeader = await signedInCookie(server);
    await context.addCookies(
      cookieHeader.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name!, value: rest.join('='), url: server.url };
      }),
    );
    // The first-run tutorial would cover the screen being measured.
    const page = await context.newPage();
    await page.goto(`${server.url}/api/ping`);
    await page.evaluate(() => localStorage.setItem('chowdr-onboarding-completed', 'true'));
    await page.close();
  } else {
    // A plain browser, as a first-time visitor has.
    launched = await chromeLauncher.launch({
      port,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
    });
  }
  try {
    for (const p of paths) {
      const result = await lighthouse(`${server.url}${p}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${p}`);
      const { categories, audits } = result.lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      console.log(`\nLighthouse ${p}${signedIn ? ' (signed in)' : ''}`);
      console.log(`  performance     ${score('performance')}`);
      console.log(`  accessibility   ${score('accessibility')}`);
      console.log(`  best practices  ${score('best-practices')}`);
      console.log(`  seo             ${score('seo')}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
        console.log(`    ${audits[id]?.title}: ${audits[id]?.displayValue}`);
      }
      const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      if (failed.length) console.log(`  failed checks: ${failed.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await context?.close();
    launched?.kill();
    if (profile) await rm(profile, { recursive: true, force: true });
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
