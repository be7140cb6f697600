import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users, emailTokens } from '../../db/schema';
import { Client, createTestApp, newUserPayload, signUp, type TestApp } from '../../../../tests/support/test-app';
import { FORGOT_PASSWORD_MESSAGE } from './auth.service';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? link.split('/').pop()!;

describe('register', () => {
  it('makes the first account admin and later ones users, signs them in, and mails a verification link', async () => {
    const first = new Client(t.app);
    const p1 = newUserPayload();
    const r1 = await first.post('/api/auth/register', p1);
    expect(r1.statusCode).toBe(201);
    expect(r1.json()).toMatchObject({ username: p1.username, email: p1.email, emailVerified: false, role: 'admin' });
    const cookie = r1.cookies.find((c) => c.name === 'chowdr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // The readable hint cookie carries no secret: just "a session probably exists".
    expect(r1.cookies.find((c) => c.name === 'chowdr_signed_in')).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(r1.cookies.find((c) => c.name === 'chowdr_signed_in')!.httpOnly).toBeFalsy();

    const { user } = await signUp(t, { verify: false });
    expect(user.role).toBe('user');

    const me = await first.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: r1.json().id, emailVerified: false });

    const mail = await t.smtp.waitFor(p1.email, /Verify your email/);
    expect(mail.html).toContain('Chowdr');
    expect(mail.text).toContain('/api/auth/verify-email?token=');
  });

  it('refuses a taken username whatever its case', async () => {
    const { payload } = await signUp(t, { verify: false });
    const dupName = await new Client(t.app).post(
      '/api/auth/register',
      newUserPayload({ username: payload.username.toUpperCase() }),
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'That username is already taken.' });
  });

  it('answers a taken email exactly like a new one, and mails its owner instead', async () => {
    const { payload: owner, user } = await signUp(t, { verify: false });
    await t.smtp.waitFor(owner.email, /Verify/);
    const fresh = newUserPayload();
    const taken = newUserPayload({ email: owner.email.toUpperCase() });
    const a = await new Client(t.app).post('/api/auth/register', fresh);
    const b = await new Client(t.app).post('/api/auth/register', taken);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.statusCode).toBe(201);
    expect(Object.keys(b.json()).sort()).toEqual(Object.keys(a.json()).sort());
    expect(b.json()).toMatchObject({
      username: taken.username,
      email: taken.email,
      emailVerified: false,
      role: 'user',
    });
    expect(b.cookies.map((c) => c.name).sort()).toEqual(a.cookies.map((c) => c.name).sort());
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    // The owner hears about it; no second account exists and the owner's password is unchanged.
    const mail = await t.smtp.waitFor(owner.email, /tried to sign up/);
    expect(mail.text).toContain('http://chowdr.test/forgot-password');
    const rows = await t.db.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${owner.email.toLowerCase()}`);
    expect(rows.map((r) => r.id)).toEqual([user.id]);
    expect(
      (await new Client(t.app).post('/api/auth/login', { username: owner.username, password: owner.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await new Client(t.app).post('/api/auth/login', { username: taken.username, password: taken.password }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses the most common passwords and short ones with a clear message', async () => {
    const common = await new Client(t.app).post('/api/auth/register', newUserPayload({ password: 'password1' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/common/);
    const short = await new Client(t.app).post('/api/auth/register', newUserPayload({ password: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 6 characters');
  });

  it('refuses NUL bytes and lone surrogates in every auth string with a 400', async () => {
    const { client, payload } = await signUp(t);
    for (const bad of ['a\u0000b', 'ab\uD800', '\uDC00ab']) {
      const cases: [string, string, Record<string, unknown>][] = [
        ['POST', '/api/auth/register', newUserPayload({ firstName: `Jo${bad}` })],
        ['POST', '/api/auth/register', newUserPayload({ lastName: bad })],
        ['POST', '/api/auth/register', newUserPayload({ email: `x${bad}@example.com` })],
        ['POST', '/api/auth/register', newUserPayload({ password: `long-pass-${bad}` })],
        ['POST', '/api/auth/login', { username: `${payload.username}${bad}`, password: payload.password }],
        ['POST', '/api/auth/login', { username: payload.username, password: `${payload.password}${bad}` }],
        ['POST', '/api/auth/forgot-password', { email: `x${bad}@example.com` }],
        ['POST', '/api/auth/reset-password', { token: `abcdefghijkl${bad}`, password: 'good-new-pass-1' }],
        [
          'POST',
          '/api/auth/change-password',
          { currentPassword: `x${bad}`, newPassword: 'good-new-pass-1', confirmPassword: 'good-new-pass-1' },
        ],
      ];
      for (const [method, url, body] of cases) {
        const res = await client.request(method, url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      }
    }
    // In a URL: a NUL, and the UTF-8 bytes of a lone surrogate (which decode to U+FFFD or fail).
    for (const bad of ['%00', '%ED%A0%80']) {
      for (const url of [`/api/auth/verify-reset-token/abcdefghijkl${bad}`, `/api/auth/verify-email?token=ab${bad}`]) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        if (url.includes('verify-email')) expect([400, 303], url).toContain(res.statusCode);
        else expect(res.statusCode, url).toBe(400);
      }
    }
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('ignores fields it does not know (a role cannot be chosen at sign-up)', async () => {
    const res = await new Client(t.app).post('/api/auth/register', {
      ...newUserPayload(),
      role: 'admin',
      emailVerified: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', emailVerified: false });
  });
});

describe('email verification', () => {
  it('verifies through the mailed link once; the link cannot be reused', async () => {
    const { client, payload } = await signUp(t, { verify: false });
    expect((await client.get('/api/auth/verification-status')).json()).toEqual({ verified: false });
    const mail = await t.smtp.waitFor(payload.email, /Verify/);
    const link = new URL(mail.links.find((l) => l.includes('verify-email'))!);
    expect(link.origin).toBe('http://chowdr.test');

    const first = await new Client(t.app).get(link.pathname + link.search);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/verify-email?status=success');
    expect((await client.get('/api/auth/verification-status')).json()).toEqual({ verified: true });

    const again = await new Client(t.app).get(link.pathname + link.search);
    expect(again.headers.location).toBe('/verify-email?status=invalid');
  });

  it('refuses an expired verification token', async () => {
    const { payload, user } = await signUp(t, { verify: false });
    const mail = await t.smtp.waitFor(payload.email, /Verify/);
    const token = tokenFrom(mail.links.find((l) => l.includes('verify-email'))!);
    await t.db.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const res = await new Client(t.app).get(`/api/auth/verify-email?token=${token}`);
    expect(res.headers.location).toBe('/verify-email?status=invalid');
    const [row] = await t.db.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(false);
  });

  it('keeps unverified accounts to the auth endpoints', async () => {
    const { client } = await signUp(t, { verify: false });
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'simmer-slowly-42',
      newPassword: 'another-pass-9',
      confirmPassword: 'another-pass-9',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await client.post('/api/auth/resend-verification')).statusCode).toBe(200);
  });

  it('resends a verification mail and refuses when already verified', async () => {
    const { client } = await signUp(t, { verify: true });
    const res = await client.post('/api/auth/resend-verification');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/already verified/);
  });
});

describe('login and sessions', () => {
  it('signs in by username or email, case-insensitively, with a new session each time', async () => {
    const { payload, client: old } = await signUp(t);
    const oldCookie = old.sessionCookie!;
    const byName = await old.post('/api/auth/login', {
      username: payload.username.toUpperCase(),
      password: payload.password,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ username: payload.username, emailVerified: true });
    expect(old.sessionCookie).not.toBe(oldCookie);
    // The session that was replaced at login is gone on the server.
    const replay = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `chowdr_session=${oldCookie}` } });
    expect(replay.statusCode).toBe(401);

    const byEmail = await new Client(t.app).post('/api/auth/login', {
      username: payload.email,
      password: payload.password,
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers wrong passwords and unknown users alike', async () => {
    const { payload } = await signUp(t);
    const wrong = await new Client(t.app).post('/api/auth/login', {
      username: payload.username,
      password: 'not-my-password',
    });
    const unknown = await new Client(t.app).post('/api/auth/login', {
      username: 'nobody_here',
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('logout ends the session on the server, not just the cookie', async () => {
    const { client } = await signUp(t);
    const cookie = client.sessionCookie!;
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(client.sessionCookie).toBeUndefined();
    const hint = out.cookies.find((c) => c.name === 'chowdr_signed_in');
    expect(hint && (hint.value === '' || (hint.expires && hint.expires.getTime() < Date.now()))).toBeTruthy();
    const replay = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `chowdr_session=${cookie}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('rejects forged and tampered cookies', async () => {
    const { client } = await signUp(t);
    const [value, signature] = client.sessionCookie!.split('.');
    const tampered = `${value!.slice(0, -2)}xx.${signature}`;
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `chowdr_session=${tampered}` } });
    expect(res.statusCode).toBe(401);
    const unsigned = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `chowdr_session=${value}` } });
    expect(unsigned.statusCode).toBe(401);
  });

  it('inactive accounts cannot sign in and their sessions end', async () => {
    const { client, payload, user } = await signUp(t);
    await t.db.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const login = await new Client(t.app).post('/api/auth/login', {
      username: payload.username,
      password: payload.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/deactivated/);
    const forgot = await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    expect(forgot.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
    await t.app.mailWorker!.accountMailSettled();
    expect(t.smtp.mails.some((m) => m.to.includes(payload.email) && /Reset/.test(m.subject))).toBe(false);
  });

  it('marks secure cookies with __Host- when served over https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://chowdr.example' });
    try {
      const res = await new Client(secure.app).post('/api/auth/register', newUserPayload(), {
        origin: 'https://chowdr.example',
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === '__Host-chowdr_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('passwords', () => {
  it('change-password checks the current one, keeps this session and ends the others', async () => {
    const { client, payload } = await signUp(t);
    const other = new Client(t.app);
    expect(
      (await other.post('/api/auth/login', { username: payload.username, password: payload.password })).statusCode,
    ).toBe(200);

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'wrong-one-12',
      newPassword: 'fresh-basil-77',
      confirmPassword: 'fresh-basil-77',
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await client.post('/api/auth/change-password', {
      currentPassword: payload.password,
      newPassword: 'fresh-basil-77',
      confirmPassword: 'fresh-basil-78',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('Please make sure your new passwords match.');

    const ok = await client.post('/api/auth/change-password', {
      currentPassword: payload.password,
      newPassword: 'fresh-basil-77',
      confirmPassword: 'fresh-basil-77',
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    const oldLogin = await new Client(t.app).post('/api/auth/login', {
      username: payload.username,
      password: payload.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Client(t.app).post('/api/auth/login', {
      username: payload.username,
      password: 'fresh-basil-77',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('forgot-password answers identically for known and unknown emails', async () => {
    const { payload } = await signUp(t);
    const known = await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const unknown = await new Client(t.app).post('/api/auth/forgot-password', { email: 'no-such-cook@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(FORGOT_PASSWORD_MESSAGE);
  });

  it('resets through the mailed link once, ends every session, and the old password stops working', async () => {
    const { client, payload } = await signUp(t);
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const mail = await t.smtp.waitFor(payload.email, /Reset/);
    const link = mail.links.find((l) => l.includes('/reset-password/'))!;
    expect(link.startsWith('http://chowdr.test/reset-password/')).toBe(true);
    const token = tokenFrom(link);

    const check = await new Client(t.app).get(`/api/auth/verify-reset-token/${token}`);
    expect(check.json()).toMatchObject({ valid: true, email: payload.email });

    const reset = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'new-thyme-sprig-5' });
    expect(reset.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    const reuse = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'another-thyme-6' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('Invalid or expired reset token');
    expect((await new Client(t.app).get(`/api/auth/verify-reset-token/${token}`)).json()).toMatchObject({
      valid: false,
    });

    expect(
      (await new Client(t.app).post('/api/auth/login', { username: payload.username, password: payload.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await new Client(t.app).post('/api/auth/login', { username: payload.username, password: 'new-thyme-sprig-5' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset token; earlier links work until one is used, which spends them all', async () => {
    const { payload, user } = await signUp(t);
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const first = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    t.smtp.clear();
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const second = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    // A later request (maybe a stranger's) does not void the link the owner already holds.
    expect((await new Client(t.app).get(`/api/auth/verify-reset-token/${first}`)).json().valid).toBe(true);
    expect(
      (await new Client(t.app).post('/api/auth/reset-password', { token: first, password: 'early-link-pasta-2' }))
        .statusCode,
    ).toBe(200);
    expect((await new Client(t.app).get(`/api/auth/verify-reset-token/${second}`)).json().valid).toBe(false);

    t.smtp.clear();
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const third = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    await t.db.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, user.id));
    const res = await new Client(t.app).post('/api/auth/reset-password', {
      token: third,
      password: 'late-night-pasta-3',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a retired reset link and the onboarding flag', () => {
  it('says in plain words that a newer link was sent, without the word token', async () => {
    const { payload } = await signUp(t);
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const first = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    t.smtp.clear();
    await new Client(t.app).post('/api/auth/forgot-password', { email: payload.email });
    const second = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    // Asking again does not void the link already out (no lockout by outsiders); using one spends the rest.
    expect((await new Client(t.app).get(`/api/auth/verify-reset-token/${first}`)).json().valid).toBe(true);
    expect(
      (await new Client(t.app).post('/api/auth/reset-password', { token: second, password: 'early-morning-bread-7' }))
        .statusCode,
    ).toBe(200);
    const check = (await new Client(t.app).get(`/api/auth/verify-reset-token/${first}`)).json();
    expect(check).toEqual({ valid: false, message: 'A newer reset link was sent; use the latest email.' });
    const reset = await new Client(t.app).post('/api/auth/reset-password', {
      token: first,
      password: 'late-night-pasta-3',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('A newer reset link was sent; use the latest email.');
    // A link that never existed keeps the spec's message.
    const unknown = (await new Client(t.app).get(`/api/auth/verify-reset-token/${'z'.repeat(43)}`)).json();
    expect(unknown.message).toBe('Invalid or expired reset token');
  });

  it('stores tutorial completion on the account, for verified cooks only', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/auth/user')).json().onboardingCompleted).toBe(false);
    const done = await client.post('/api/auth/onboarding-complete');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Tutorial completed.' });
    // A second device: a new session of the same account.
    const other = new Client(t.app);
    const { payload } = await signUp(t);
    await other.post('/api/auth/login', { username: payload.username, password: payload.password });
    expect((await other.get('/api/auth/user')).json().onboardingCompleted).toBe(false);
    expect((await client.get('/api/auth/user')).json().onboardingCompleted).toBe(true);
    expect((await client.post('/api/auth/onboarding-complete')).statusCode).toBe(200);

    const unverified = await signUp(t, { verify: false });
    expect((await unverified.client.post('/api/auth/onboarding-complete')).statusCode).toBe(403);
    expect((await new Client(t.app).post('/api/auth/onboarding-complete')).statusCode).toBe(401);
  });

  it('counts a non-empty pantry as a completed tutorial', async () => {
    const { client, payload } = await signUp(t);
    await client.put('/api/pantry', {
      pantryItems: [{ ingredientId: 'rice', frequency: 'usually', addedDate: '2026-11-01T00:00:00.000Z' }],
    });
    const phone = new Client(t.app);
    await phone.post('/api/auth/login', { username: payload.username, password: payload.password });
    expect((await phone.get('/api/auth/user')).json().onboardingCompleted).toBe(true);
    await phone.put('/api/pantry', { pantryItems: [] });
    // Once done, always done.
    expect((await phone.get('/api/auth/user')).json().onboardingCompleted).toBe(true);
  });
});

describe('abuse protection', () => {
  it('limits login failures per address and account with 429, a clear message and Retry-After', async () => {
    const { payload } = await signUp(t);
    const attacker = new Client(t.app);
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await attacker.post('/api/auth/login', { username: payload.username, password: `wrong-${i}-pass` });
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toMatch(/Too many login attempts\. Please try again in \d+ minutes\./);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // That address waits out its window even with the right password...
    expect(
      (await attacker.post('/api/auth/login', { username: payload.username, password: payload.password })).statusCode,
    ).toBe(429);
    // ...but the owner, from their own address, is not locked out.
    expect(
      (await new Client(t.app).post('/api/auth/login', { username: payload.username, password: payload.password }))
        .statusCode,
    ).toBe(200);
  });

  it('an attacker failing 50 times from 10 addresses cannot lock the owner out of login or reset', async () => {
    const { payload } = await signUp(t);
    const attackers = Array.from({ length: 10 }, () => new Client(t.app));
    const started = Date.now();
    const statuses = (
      await Promise.all(
        attackers.map(async (a, i) => {
          const out: number[] = [];
          for (let k = 0; k < 5; k++) {
            out.push(
              (await a.post('/api/auth/login', { username: payload.username, password: `guess-${i}-${k}-x` }))
                .statusCode,
            );
            out.push((await a.post('/api/auth/forgot-password', { email: payload.email })).statusCode);
          }
          return out;
        }),
      )
    ).flat();
    const attackMs = Date.now() - started;
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50); // forgot-password: the same answer every time
    await t.app.mailWorker!.accountMailSettled();
    const attackMails = t.smtp.mails.filter(
      (m) => m.to.includes(payload.email.toLowerCase()) && /Reset/.test(m.subject),
    ).length;
    expect(attackMails).toBeLessThanOrEqual(30); // at most 3 per address; the rest dropped silently
    t.smtp.clear();

    const owner = new Client(t.app);
    const t0 = Date.now();
    const login = await owner.post('/api/auth/login', { username: payload.username, password: payload.password });
    const loginMs = Date.now() - t0;
    expect(login.statusCode).toBe(200);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
    const forgot = await owner.post('/api/auth/forgot-password', { email: payload.email });
    expect(forgot.statusCode).toBe(200);
    const token = tokenFrom(
      (await t.smtp.waitFor(payload.email, /Reset/)).links.find((l) => l.includes('reset-password'))!,
    );
    expect((await owner.post('/api/auth/reset-password', { token, password: 'owner-is-back-7' })).statusCode).toBe(200);
    console.info(
      `[lockout] attack: 100 requests in ${attackMs} ms, ${attackMails} reset mails sent; owner login ${loginMs} ms -> ${login.statusCode}`,
    );
  });

  it('forgot-password answers the same whatever the email, and a flood only hits its own address', async () => {
    const email = 'flood@example.com';
    const one = new Client(t.app);
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await one.post('/api/auth/forgot-password', { email: `${i}-${email}` })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  });

  it('rate-limits registration per IP', async () => {
    const ip = '203.0.113.7';
    const regs = [];
    for (let i = 0; i < 21; i++) {
      regs.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            remoteAddress: ip,
            payload: newUserPayload({ password: 'password1' }),
          })
        ).statusCode,
      );
    }
    expect(regs.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(regs[20]).toBe(429);
  });

  it('refuses state-changing calls from another origin', async () => {
    const { client, payload } = await signUp(t);
    const evil = await client.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CROSS_ORIGIN');
    const crossSite = await client.post(
      '/api/auth/login',
      { username: payload.username, password: payload.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    // Still signed in: nothing happened.
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    const same = await client.post('/api/auth/logout', undefined, {
      origin: 'http://chowdr.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(same.statusCode).toBe(200);
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // The same set on answers that never reach a handler: unknown routes and refused requests.
    for (const other of [await t.app.inject({ url: '/api/nowhere' }), await t.app.inject({ url: '/api/auth/user' })]) {
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      for (const h of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect(other.headers[h], h).toBe(res.headers[h]);
      }
    }
  });
});
