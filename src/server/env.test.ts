import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, type FILE_SECRETS, parseEnv } from './env';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chowdr-env-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const problems = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
};

describe('secrets from files (*_FILE), for container secrets', () => {
  it('reads every secret setting from its file, without the trailing newline', async () => {
    const values: Record<(typeof FILE_SECRETS)[number], string> = {
      DATABASE_URL: 'postgres://chowdr:s3cret@db:5432/chowdr',
      SESSION_SECRET: 'a-long-random-session-secret',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      LLM_API_KEY: 'sk-test-123',
    };
    const source: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const file = path.join(dir, name.toLowerCase());
      await writeFile(file, `${value}\n`);
      source[`${name}_FILE`] = file;
    }
    expect(parseEnv(source)).toMatchObject(values);
  });

  it('validates a value from a file like any other, and says what is wrong with the file', async () => {
    const bad = path.join(dir, 'bad-url');
    await writeFile(bad, 'mysql://nope\n');
    const empty = path.join(dir, 'empty');
    await writeFile(empty, '\n');
    expect(problems({ DATABASE_URL_FILE: bad })).toEqual(['DATABASE_URL: must be a postgres:// or postgresql:// URL']);
    expect(problems({ SESSION_SECRET_FILE: empty })).toEqual([`SESSION_SECRET_FILE: ${empty} is empty`]);
    expect(problems({ SMTP_URL_FILE: path.join(dir, 'missing') })).toEqual([
      `SMTP_URL_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`,
    ]);
    expect(problems({ LLM_API_KEY: 'x', LLM_API_KEY_FILE: empty })).toEqual([
      'LLM_API_KEY_FILE: set LLM_API_KEY or LLM_API_KEY_FILE, not both',
    ]);
    expect(parseEnv({ LLM_API_KEY: 'direct' }).LLM_API_KEY).toBe('direct');
  });
});
