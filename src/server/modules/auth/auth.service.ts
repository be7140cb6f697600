import { defaultMeasurementView } from '../../../shared/kitchen/measurements';
import type { CurrentUser, RegisterBody, ResetTokenCheck } from '../../../shared/api/auth';
import type { AccountMailQueue } from './account-mail.queue';
import { AppError, badRequest, conflict, forbidden } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { AuthRepository, UserRow } from './auth.repository';
import {
  burnPasswordCheck,
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords';
import { hashToken } from './tokens';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';
export const INVALID_RESET_MESSAGE = 'Invalid or expired reset token';
/** A link retired because the cook asked again: plain words, no 'token'. */
export const RETIRED_RESET_MESSAGE = 'A newer reset link was sent; use the latest email.';

/**
 * Login limits (docs/decisions/009-no-lockout.md). Failures are counted per (account, address)
 * and attempts per address; those two refuse. Across all addresses an account only slows down:
 * an outsider can never lock the owner out, and the right password from a new address passes.
 */
export const LOGIN_LIMITS = RATE_LIMITS.login;
export const ACCOUNT_SLOWDOWN_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';
const violatedConstraint = (err: unknown): string =>
  (err as { constraint?: string }).constraint ?? (err as { cause?: { constraint?: string } }).cause?.constraint ?? '';

/**
 * Runs work once the answer has gone (the route passes one bound to its reply), so nothing a
 * request does afterwards can change how long the answer took: here, waking the mail worker.
 */
export type Later = (job: () => void) => void;

/** What register hands the route: a new account, or (email taken) a decoy answer shaped like one. */
export type RegisterOutcome =
  { kind: 'created'; user: UserRow } | { kind: 'decoy'; ownerId: number; body: CurrentUser };

export function toCurrentUser(u: UserRow): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    emailVerified: u.emailVerified,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt: u.createdAt.toISOString(),
    onboardingCompleted: u.onboardingCompletedAt !== null,
    unitSystem: u.unitSystem,
    temperature: u.temperature,
  };
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  limiter: RateLimiter;
  /** Verification and reset mail: stored on the request path, sent by the mail worker. */
  mail: AccountMailQueue;
}

export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  /** Without a reply to wait for: on the next turn. */
  private readonly later: Later = (job) => void setImmediate(job);

  /** Stores the mail (durable from here on) and wakes the worker once the answer has gone. */
  private async mail(job: Parameters<AccountMailQueue['enqueue']>[0], later: Later): Promise<void> {
    await this.d.mail.enqueue(job);
    later(() => this.d.mail.onQueued());
  }

  /**
   * A taken username is public anyway and answers 409. A taken email answers exactly like a new
   * account (same status, body shape, cookies and work on the request path) and mails the owner
   * instead, so sign-up cannot tell whether an address has an account.
   */
  async register(body: RegisterBody, ip: string, later: Later = this.later): Promise<RegisterOutcome> {
    await this.d.limiter.enforce([[`register:ip:${ip}`, RATE_LIMITS.register.perAddress]], 'sign-up attempts');
    if (isCommonPassword(body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    if (await this.d.repo.findUserByUsername(body.username))
      throw conflict('That username is already taken.', 'USERNAME_TAKEN');
    const owner = await this.d.repo.findUserByEmail(body.email);
    const passwordHash = await hashPassword(body.password);
    if (owner) return this.decoy(body, owner, later);
    let user: UserRow;
    try {
      user = await this.d.repo.transaction((repo) =>
        repo.createUser({
          username: body.username,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          // The browser's locale picks the units (en-US: US and °F); without one, metric and °C.
          ...defaultMeasurementView(body.locale),
        }),
      );
    } catch (err) {
      // Two sign-ups raced for the same name or email: the unique index decided.
      if (!isUniqueViolation(err)) throw err;
      if (violatedConstraint(err).includes('email')) {
        const winner = await this.d.repo.findUserByEmail(body.email);
        if (winner) return this.decoy(body, winner, later);
      }
      throw conflict('That username is already taken.', 'USERNAME_TAKEN');
    }
    await this.mail({ kind: 'verify_email', userId: user.id }, later);
    return { kind: 'created', user };
  }

  private async decoy(body: RegisterBody, owner: UserRow, later: Later): Promise<RegisterOutcome> {
    // The same database round trips and writes a real sign-up makes, so the timing matches too,
    // and the same one mail stored (the worker drops it past a few an hour).
    const id = await this.d.repo.transaction((repo) => repo.rehearseCreateUser());
    await this.mail({ kind: 'account_exists', userId: owner.id }, later);
    return {
      kind: 'decoy',
      ownerId: owner.id,
      body: {
        id,
        username: body.username,
        email: body.email,
        emailVerified: false,
        role: 'user',
        firstName: body.firstName,
        lastName: body.lastName,
        createdAt: new Date().toISOString(),
        onboardingCompleted: false,
        // What a new account with this locale would get, so the decoy reads like one.
        ...defaultMeasurementView(body.locale),
      },
    };
  }

  async login(login: string, password: string, ip: string): Promise<UserRow> {
    const account = login.toLowerCase();
    const pairKey = `login:account-ip:${account}:${ip}`;
    const accountKey = `login:account:${account}`;
    await this.d.limiter.enforce(
      [
        [`login:ip:${ip}`, LOGIN_LIMITS.perAddress],
        [pairKey, LOGIN_LIMITS.perAccountAndAddress],
      ],
      'login attempts',
    );
    // Under attack from many addresses the account slows down; it never refuses the owner.
    if ((await this.d.limiter.count(accountKey)) >= LOGIN_LIMITS.accountSlowdownAfter) await sleep(ACCOUNT_SLOWDOWN_MS);
    const user = await this.d.repo.findUserByLogin(login);
    const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      await this.d.limiter.hit(accountKey, LOGIN_LIMITS.accountWindow);
      throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.');
    }
    if (!user.isActive)
      throw forbidden('This account has been deactivated. Please contact support.', 'ACCOUNT_INACTIVE');
    await this.d.limiter.clear(pairKey);
    return (await this.d.repo.updateUser(user.id, { lastLoginAt: new Date() })) ?? user;
  }

  async resendVerification(user: UserRow, ip: string, later: Later = this.later): Promise<void> {
    if (user.emailVerified) throw badRequest('Your email is already verified.', 'ALREADY_VERIFIED');
    await this.d.limiter.enforce(
      [
        [`resend:user:${user.id}`, RATE_LIMITS.resendVerification.perUser],
        [`resend:ip:${ip}`, RATE_LIMITS.resendVerification.perAddress],
      ],
      'verification emails',
    );
    await this.mail({ kind: 'verify_email', userId: user.id }, later);
  }

  /** Spends a verification token; true when the email is now verified. */
  async verifyEmail(token: string): Promise<boolean> {
    const userId = await this.d.repo.consumeEmailToken(hashToken(token), 'verify_email');
    if (!userId) return false;
    await this.d.repo.updateUser(userId, { emailVerified: true });
    return true;
  }

  /**
   * Answers the same way, in the same time, whether or not the email has an account: the
   * request checks the caller's own address limit and stores the request; the mail worker does
   * the lookup, the token and the mail (account-mail.queue.ts). Extra mails to one address are
   * dropped silently there, never refused.
   */
  async forgotPassword(email: string, ip: string, later: Later = this.later): Promise<void> {
    await this.d.limiter.enforce(
      [[`forgot:ip:${ip}`, RATE_LIMITS.forgotPassword.perAddress]],
      'password reset requests',
    );
    await this.mail({ kind: 'reset_password', email, ip }, later);
  }

  async checkResetToken(token: string): Promise<ResetTokenCheck> {
    const tokenHash = hashToken(token);
    const user = await this.d.repo.peekEmailToken(tokenHash, 'reset_password');
    if (!user || !user.isActive) {
      const retired = !user && (await this.d.repo.hasNewerEmailToken(tokenHash, 'reset_password'));
      return { valid: false, message: retired ? RETIRED_RESET_MESSAGE : INVALID_RESET_MESSAGE };
    }
    return { valid: true, email: user.email, message: 'Reset link is valid.' };
  }

  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.d.limiter.enforce([[`reset:ip:${ip}`, RATE_LIMITS.resetPassword.perAddress]], 'password reset attempts');
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    const passwordHash = await hashPassword(password);
    const ok = await this.d.repo.transaction(async (repo) => {
      const userId = await repo.consumeEmailToken(hashToken(token), 'reset_password');
      if (!userId) return false;
      // Spending one reset link spends every other one still out.
      await repo.retireEmailTokens(userId, 'reset_password');
      // The link proved the mailbox is theirs, so the email counts as verified too.
      await repo.updateUser(userId, { passwordHash, emailVerified: true });
      await repo.deleteUserSessions(userId);
      return true;
    });
    if (!ok) {
      const retired = await this.d.repo.hasNewerEmailToken(hashToken(token), 'reset_password');
      throw badRequest(retired ? RETIRED_RESET_MESSAGE : INVALID_RESET_MESSAGE, 'INVALID_TOKEN');
    }
  }

  /**
   * The current user as the web app sees it. Tutorial completion is stored on the account; a cook
   * with a pantry has clearly been through it (recorded then, so the check runs once).
   */
  async currentUser(user: UserRow): Promise<CurrentUser> {
    if (user.onboardingCompletedAt === null && user.emailVerified && (await this.d.repo.hasPantryItems(user.id))) {
      return toCurrentUser({ ...user, onboardingCompletedAt: await this.d.repo.markOnboardingCompleted(user.id) });
    }
    return toCurrentUser(user);
  }

  async completeOnboarding(user: UserRow): Promise<void> {
    await this.d.repo.markOnboardingCompleted(user.id);
  }

  async changePassword(user: UserRow, sessionHash: string | null, current: string, next: string): Promise<void> {
    await this.d.limiter.enforce(
      [[`changepw:user:${user.id}`, RATE_LIMITS.changePassword.perUser]],
      'password change attempts',
    );
    if (!(await verifyPassword(user.passwordHash, current))) {
      throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
    }
    if (current === next) throw badRequest('The new password must be different from the current one.', 'SAME_PASSWORD');
    if (isCommonPassword(next)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    const passwordHash = await hashPassword(next);
    await this.d.repo.transaction(async (repo) => {
      await repo.updateUser(user.id, { passwordHash });
      // Every other device signs out; this one stays signed in.
      await repo.deleteUserSessions(user.id, sessionHash ?? undefined);
    });
  }
}
