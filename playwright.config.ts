import { defineConfig, devices } from '@playwright/test';

// Browser journeys in Debian's Chromium against the real server (started by global-setup
// on its own database copy, sending mail to a real SMTP peer).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Journeys mostly wait on the page and the server: two workers kept about half of one core busy,
  // four finish all 109 in 7.8 min on this 2-core machine (2 workers: 11.5 min), and in 10.0 min
  // while it also ran other work (docs/decisions/017-ci-time.md).
  workers: 4,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: a 2-core machine also runs the server, the database and a second worker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Per port, so two runs side by side never delete each other's traces.
  outputDir: `test-results/${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
