import type { Limit } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the server, in one place: fixed windows in the `rate_limits` table
 * (`rate-limit.ts`), keyed per address, user, account or email as the names say. Over a limit the
 * answer is 429 `RATE_LIMITED` with Retry-After, except where noted.
 */
export const RATE_LIMITS = {
  /** Login (docs/decisions/009-no-lockout.md): attempts per address, failures per (account, address). */
  login: {
    perAddress: { max: 30, windowSeconds: 15 * MINUTE },
    perAccountAndAddress: { max: 10, windowSeconds: 15 * MINUTE },
    /** Failures on one account from anywhere after which every attempt on it slows down. */
    accountSlowdownAfter: 20,
    accountWindow: { max: 1_000_000, windowSeconds: 15 * MINUTE },
  },
  register: { perAddress: { max: 20, windowSeconds: HOUR } },
  resendVerification: {
    perUser: { max: 5, windowSeconds: 15 * MINUTE },
    perAddress: { max: 20, windowSeconds: HOUR },
  },
  forgotPassword: { perAddress: { max: 20, windowSeconds: HOUR } },
  resetPassword: { perAddress: { max: 30, windowSeconds: 15 * MINUTE } },
  changePassword: { perUser: { max: 10, windowSeconds: 15 * MINUTE } },
  /** Reset mails past these are dropped silently (the answer never changes). */
  resetMail: {
    perEmailAndAddress: { max: 3, windowSeconds: HOUR },
    perEmail: { max: 50, windowSeconds: HOUR },
  },
  /** "Someone tried to sign up with your email": past this, dropped silently. */
  accountExistsMail: { perAccount: { max: 3, windowSeconds: HOUR } },
  generate: {
    perAddress: { max: 60, windowSeconds: MINUTE },
    perUser: { max: 30, windowSeconds: MINUTE },
  },
  saveRecipe: {
    perUserMinute: { max: 30, windowSeconds: MINUTE },
    perUserHour: { max: 300, windowSeconds: HOUR },
  },
  /** Recipe import (issue 27): each may fetch a page and parse up to 10 MB. */
  importRecipe: {
    perUserMinute: { max: 10, windowSeconds: MINUTE },
    perUserHour: { max: 100, windowSeconds: HOUR },
  },
  scheduleMeal: {
    perUserMinute: { max: 60, windowSeconds: MINUTE },
    perUserHour: { max: 600, windowSeconds: HOUR },
  },
  /** Plan my week (issue 28): a proposal writes up to 42 recipes; a save schedules up to 42 meals. */
  mealPlan: {
    generatePerUser: { max: 20, windowSeconds: MINUTE },
    savePerUserMinute: { max: 10, windowSeconds: MINUTE },
    savePerUserHour: { max: 60, windowSeconds: HOUR },
  },
  chat: {
    perUserMinute: { max: 20, windowSeconds: MINUTE },
    perUserDay: { max: 300, windowSeconds: DAY },
  },
  improvement: {
    perUserQuarterHour: { max: 5, windowSeconds: 15 * MINUTE },
    perUserDay: { max: 30, windowSeconds: DAY },
  },
  /** 'Take a backup now' on the admin dashboard: each one reads the whole database. */
  adminBackup: {
    perUser: { max: 6, windowSeconds: HOUR },
    overall: { max: 20, windowSeconds: HOUR },
  },
  /** 'Download my data' (each reads all of the cook's rows) and 'Import my data'. */
  accountExport: { perUser: { max: 10, windowSeconds: HOUR } },
  accountImport: { perUser: { max: 5, windowSeconds: HOUR } },
  calendarFeed: { perAddress: { max: 60, windowSeconds: MINUTE } },
} as const satisfies Record<string, Record<string, Limit | number>>;
