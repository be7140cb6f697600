import { chromium } from 'playwright-core';
import { benchServer, signedInCookie } from './support';
import { CHROMIUM_ARGS } from '../playwright.config';

/**
 * `npm run bench:long-tasks -- /generate /pantry@member`: where a page's main-thread time
 * goes while it loads on a phone-speed CPU (4x slowdown, as Lighthouse's mobile preset): every
 * long animation frame over 50 ms with the scripts that ran in it (Long Animation Frames API).
 */
async function main() {
  const pages = process.argv.slice(2).map((a) => {
    const [p, who] = a.split('@');
    return { path: p!, member: who === 'member' };
  });
  const { server, close } = await benchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const cookie = pages.some((p) => p.member) ? await signedInCookie(server) : '';
    for (const { path, member } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (member) {
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...rest] = pair.split('=');
            return { name: name!, value: rest.join('='), url: server.url };
          }),
        );
        await context.addInitScript(() => localStorage.setItem('chowdr-onboarding-completed', 'true'));
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        (window as unknown as { __frames: unknown[] }).__frames = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) (window as unknown as { __frames: unknown[] }).__frames.push(e.toJSON());
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      type Script = {
        duration: number;
        invoker: string;
        sourceURL: string;
        sourceFunctionName: string;
        forcedStyleAndLayoutDuration: number;
      };
      type Frame = {
        startTime: number;
        duration: number;
        blockingDuration: number;
        renderStart: number;
        styleAndLayoutStart: number;
        scripts: Script[];
      };
      const frames = (await page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames)) as Frame[];
      console.log(
        `\n${path}${member ? ' (member)' : ''}: ${frames.length} long frames, blocking ${Math.round(frames.reduce((a, f) => a + f.blockingDuration, 0))} ms`,
      );
      for (const f of frames) {
        const layout = f.styleAndLayoutStart ? Math.round(f.startTime + f.duration - f.styleAndLayoutStart) : 0;
        console.log(
          `  @${Math.round(f.startTime)} ${Math.round(f.duration)} ms (blocking ${Math.round(f.blockingDuration)}, style+layout ${layout})`,
        );
        for (const s of f.scripts) {
          console.log(
            `     ${Math.round(s.duration)} ms ${s.invoker} ${s.sourceFunctionName || ''} ${s.sourceURL.replace(server.url, '')} layout ${Math.round(s.forcedStyleAndLayoutDuration)}`,
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
