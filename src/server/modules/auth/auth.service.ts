import type { CurrentUser, RegisterBody, ResetTokenCheck } from '../../../shared/api/auth';
import type { MailQueue } from '../../mail/queue';
import { passwordResetEmail, verificationEmail } from '../../mail/templates';
import { AppError, badRequest, conflict, forbidden } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { AuthRepository, UserRow } from './auth.repository';
import { burnPasswordCheck, COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const MINUTE = 60;
const HOUR = 3600;
export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';
export const INVALID_RESET_MESSAGE = 'Invalid or expired reset token';
/** A link retired because the cook asked again: plain words, no 'token'. */
export const RETIRED_RESET_MESSAGE = 'A newer reset link was sent; use the latest email.';

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
  };
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  limiter: RateLimiter;
  mail: MailQueue;
  appUrl: string;
}

export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  async register(body: RegisterBody, ip: string): Promise<UserRow> {
    await this.d.limiter.enforce([[`register:ip:${ip}`, { max: 20, windowSeconds: HOUR }]], 'sign-up attempts');
    if (isCommonPassword(body.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    if (await this.d.repo.findUserByUsername(body.username)) throw conflict('That username is already taken.', 'USERNAME_TAKEN');
    if (await this.d.repo.findUserByEmail(body.email)) throw conflict('An account with that email already exists.', 'EMAIL_TAKEN');
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      user = await this.d.repo.createUser({
        username: body.username,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
      });
    } catch (err) {
      // Two sign-ups raced for the same name: the unique index decided.
      if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
        throw conflict('That username or email is already taken.', 'ACCOUNT_EXISTS');
      }
      throw err;
    }
    await this.sendVerification(user);
    return user;
  }

  async login(login: string, password: string, ip: string): Promise<UserRow> {
    const accountKey = `login:account:${login.toLowerCase()}`;
    await this.d.limiter.enforce(
      [
        [`login:ip:${ip}`, { max: 30, windowSeconds: 15 * MINUTE }],
        [accountKey, { max: 10, windowSeconds: 15 * MINUTE }],
      ],
      'login attempts',
    );
    const user = await this.d.repo.findUserByLogin(login);
    if (!user) {
      await burnPasswordCheck(password);
      throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.');
    }
    if (!user.isActive) throw forbidden('This account has been deactivated. Please contact support.', 'ACCOUNT_INACTIVE');
    await this.d.limiter.clear(accountKey);
    return (await this.d.repo.updateUser(user.id, { lastLoginAt: new Date() })) ?? user;
  }

  async resendVerification(user: UserRow, ip: string): Promise<void> {
    if (user.emailVerified) throw badRequest('Your email is already verified.', 'ALREADY_VERIFIED');
    await this.d.limiter.enforce(
      [
        [`resend:user:${user.id}`, { max: 5, windowSeconds: 15 * MINUTE }],
        [`resend:ip:${ip}`, { max: 20, windowSeconds: HOUR }],
      ],
      'verification emails',
    );
    await this.sendVerification(user);
  }

  /** Spends a verification token; true when the email is now verified. */
  async verifyEmail(token: string): Promise<boolean> {
    const userId = await this.d.repo.consumeEmailToken(hashToken(token), 'verify_email');
    if (!userId) return false;
    await this.d.repo.updateUser(userId, { emailVerified: true });
    return true;
  }

  /** Answers the same way whether or not the email has an account (no enumeration). */
  async forgotPassword(email: string, ip: string): Promise<void> {
    await this.d.limiter.enforce(
      [
        [`forgot:ip:${ip}`, { max: 20, windowSeconds: HOUR }],
        [`forgot:email:${email.toLowerCase()}`, { max: 5, windowSeconds: HOUR }],
      ],
      'password reset requests',
    );
    const user = await this.d.repo.findUserByEmail(email);
    if (!user || !user.isActive) return;
    const token = newToken();
    await this.d.repo.retireEmailTokens(user.id, 'reset_password');
    await this.d.repo.createEmailToken({
      tokenHash: hashToken(token),
      userId: user.id,
      kind: 'reset_password',
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    // Sent in the background so the answer takes as long for unknown emails.
    this.d.mail.enqueue({ to: user.email, ...passwordResetEmail(user.firstName, `${this.d.appUrl}/reset-password/${token}`) });
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
    await this.d.limiter.enforce([[`reset:ip:${ip}`, { max: 30, windowSeconds: 15 * MINUTE }]], 'password reset attempts');
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    const passwordHash = await hashPassword(password);
    const ok = await this.d.repo.transaction(async (tx) => {
      const repo = this.d.repo.with(tx);
      const userId = await repo.consumeEmailToken(hashToken(token), 'reset_password');
      if (!userId) return false;
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
    await this.d.limiter.enforce([[`changepw:user:${user.id}`, { max: 10, windowSeconds: 15 * MINUTE }]], 'password change attempts');
    if (!(await verifyPassword(user.passwordHash, current))) {
      throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
    }
    if (current === next) throw badRequest('The new password must be different from the current one.', 'SAME_PASSWORD');
    if (isCommonPassword(next)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'WEAK_PASSWORD');
    const passwordHash = await hashPassword(next);
    await this.d.repo.transaction(async (tx) => {
      const repo = this.d.repo.with(tx);
      await repo.updateUser(user.id, { passwordHash });
      // Every other device signs out; this one stays signed in.
      await repo.deleteUserSessions(user.id, sessionHash ?? undefined);
    });
  }

  private async sendVerification(user: UserRow): Promise<void> {
    const token = newToken();
    await this.d.repo.createEmailToken({
      tokenHash: hashToken(token),
      userId: user.id,
      kind: 'verify_email',
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 3600_000),
    });
    const url = `${this.d.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    this.d.mail.enqueue({ to: user.email, ...verificationEmail(user.firstName, url) });
  }
}
