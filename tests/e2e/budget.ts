// Time budgets for the journeys, shared by playwright.config.ts and the fixtures.

/**
 * How many times longer a journey may take on CI. Journeys hold both cores of a 2-core machine
 * whatever the worker count (Chromium alone used about one core; two workers took as long in all
 * as four, 2026-11-28), so a page can be four times slower than alone, and the CI machine is slower
 * still: the CI run of 2026-11-28 failed two journeys that were still working when their budget
 * ran out (a 90 s journey that takes 16 s alone). Decision 017.
 */
export const CI_SLOWDOWN = process.env.CI ? 2 : 1;

/** A journey's time budget: what it needs on this machine under load, stretched on CI. */
export const budget = (ms: number) => ms * CI_SLOWDOWN;
