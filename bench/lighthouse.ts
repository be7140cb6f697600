import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchServer } from './support';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * `npm run lighthouse [path ...]`: Lighthouse scores (mobile preset, simulated throttling)
 * of pages served by the production build. Default: the landing page.
 * Targets: performance >= 95, accessibility 100, best practices >= 95.
 */
async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const { server, close } = await benchServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
  try {
    for (const p of paths) {
      const result = await lighthouse(`${server.url}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${p}`);
      const { categories, audits } = result.lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      console.log(`\nLighthouse ${p}`);
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
    await chrome.kill();
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
