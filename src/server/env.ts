import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Configuration, parsed once at boot. A bad variable stops the start with a list
 * of everything that is wrong (see README's configuration table).
 */
const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const bool = (dflt: boolean) =>
  z
    .preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => (v === undefined ? dflt : v === 'true' || v === '1'));

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. Never "every hop": the leftmost entry is
 * written by the client, so trusting it hands every per-address limit to the attacker.
 *  - unset, false, 0: no proxy; the socket address is the client.
 *  - a number n (true means 1): n proxies in front; the client is the n-th address from the right.
 *  - addresses/CIDRs, comma-separated (10.0.0.0/8, 192.168.1.10, loopback): hops from these
 *    addresses are proxies; the client is the first address from the right that is not one.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (s: string) => {
  if (PROXY_NAMES.has(s)) return true;
  const [ip, bits, ...rest] = s.split('/');
  const family = isIP(ip ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};
const trustProxy = z.preprocess(emptyAsUndefined, z.string().optional()).transform((v, ctx): TrustProxy => {
  const value = (v ?? 'false').trim().toLowerCase();
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Math.min(Number(value), 20);
  const list = value
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.filter((x) => !isProxyAddress(x));
  if (list.length === 0 || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxy hops (e.g. 1), or proxy addresses/CIDRs (e.g. 10.0.0.0/8); not ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return list;
});

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
  /** Where scheduled backups (and the CLI's, by default) go; unset: DATA_DIR/backups. */
  BACKUP_DIR: optionalString,
  /** Hours between the server's automatic backups; 0 turns them off (docs/decisions/014). */
  BACKUP_INTERVAL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .min(0)
      .max(24 * 366)
      .default(24),
  ),
  /** How many automatic backups to keep; older ones are deleted after each new one. */
  BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(7)),
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
  MAIL_LEASE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(3600).default(300)),
  LLM_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(60_000)),
  LLM_FALLBACK: bool(true),
  TRUST_PROXY: trustProxy,
  /** Recipe import may fetch pages from private, loopback and link-local addresses (a home lab). */
  IMPORT_ALLOW_PRIVATE_NETWORKS: bool(false),
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

/**
 * Secret settings that may also come from a file (`DATABASE_URL_FILE=/run/secrets/db_url`), the way
 * container secrets are mounted. The file's content is the value, without its trailing newline.
 */
export const FILE_SECRETS = ['DATABASE_URL', 'SESSION_SECRET', 'SMTP_URL', 'LLM_API_KEY'] as const;

function readSecretFiles(source: Record<string, string | undefined>, problems: string[]) {
  const resolved = { ...source };
  for (const name of FILE_SECRETS) {
    const file = emptyAsUndefined(source[`${name}_FILE`]) as string | undefined;
    if (file === undefined) continue;
    if (emptyAsUndefined(source[name]) !== undefined) {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (value.trim() === '') problems.push(`${name}_FILE: ${file} is empty`);
      else resolved[name] = value;
    } catch (err) {
      problems.push(`${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return resolved;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const problems: string[] = [];
  const resolved = readSecretFiles(source, problems);
  const result = envSchema.safeParse(resolved);
  if (!result.success) problems.push(...result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  if (problems.length || !result.success) throw new EnvError(problems);
  return result.data;
}

/** The folder backups go to. */
export function backupDir(env: Env): string {
  return env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/backups`;
}

/** The public origin the app is reached at; links in mails point here. */
export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
