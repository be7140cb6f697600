import { z } from 'zod';

/**
 * Configuration, parsed once at boot. A bad variable stops the start with a list
 * of everything that is wrong (see README's configuration table).
 */
const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const bool = (dflt: boolean) =>
  z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) =>
    v === undefined ? dflt : v === 'true' || v === '1',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  SESSION_SECRET: optionalString,
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Chowdr <no-reply@chowdr.local>')),
  MAIL_RATE_PER_SECOND: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(10_000).default(10)),
  LLM_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(60_000)),
  LLM_FALLBACK: bool(true),
  TRUST_PROXY: bool(false),
  RATE_LIMIT_MULTIPLIER: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(1)),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

/** The public origin the app is reached at; links in mails point here. */
export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
