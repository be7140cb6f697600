import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRepository, UserRow } from '../modules/auth/auth.repository';
import { hashToken, newToken } from '../modules/auth/tokens';
import { AppError, forbidden, unauthorized } from './errors';

/**
 * Who may call a route. Every /api route declares one in `config.guard`; a route
 * without one is refused (and src/server/routes.test.ts, which walks every route, fails).
 *  - public:   anyone (the user, if signed in, is still on request.user)
 *  - visitorOrVerified: visitors and verified users, not unverified accounts (e.g. generation)
 *  - signedIn: any signed-in account, verified or not (verification screens)
 *  - verified: signed in with a verified email
 *  - admin:    verified and role admin
 */
export const GUARDS = ['public', 'visitorOrVerified', 'signedIn', 'verified', 'admin'] as const;
export type Guard = (typeof GUARDS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** Hash of the caller's session token, when signed in. */
    sessionHash: string | null;
  }
  interface FastifyReply {
    /** Issues a fresh session for the user (login rotates: any previous one ends). */
    startSession(userId: number): Promise<void>;
    /**
     * Sign-up with a taken email: the cookies and the write of a new session, but the session
     * row is born expired, so the cookie opens nothing.
     */
    startDecoySession(ownerId: number): Promise<void>;
    /** Ends the caller's session server-side and clears the cookie. */
    endSession(): Promise<void>;
  }
}

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 3600 * 1000;
/** Sliding expiry is written at most this often, to keep reads read-only. */
const TOUCH_EVERY_MS = 3600 * 1000;

export interface AuthPluginOptions {
  repo: AuthRepository;
  secure: boolean;
}

/**
 * A readable, secret-free companion of the session cookie. It only tells the web app that a
 * session probably exists, so visitors skip the current-user request (a 401) and see the
 * landing page at once. It grants nothing: the server reads only the HttpOnly session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'chowdr_signed_in';

export function sessionCookieName(secure: boolean) {
  // __Host- pins the cookie to our exact origin; browsers only accept it over https.
  return secure ? '__Host-chowdr_session' : 'chowdr_session';
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const { repo, secure } = opts;
  const cookieName = sessionCookieName(secure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true };
  const hintOptions = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);

  function readToken(request: FastifyRequest): string | null {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  }

  app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
    const old = readToken(this.request);
    if (old) await repo.deleteSession(hashToken(old));
    const token = newToken();
    const tokenHash = hashToken(token);
    const ua = this.request.headers['user-agent'];
    await repo.createSession({
      tokenHash,
      userId,
      expiresAt: new Date(Date.now() + SESSION_MS),
      userAgent: typeof ua === 'string' ? ua.slice(0, 300) : undefined,
    });
    this.request.sessionHash = tokenHash;
    this.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_MS / 1000 });
    this.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, maxAge: SESSION_MS / 1000 });
  });

  app.decorateReply('startDecoySession', async function (this: FastifyReply, ownerId: number) {
    const token = newToken();
    await repo.createSession({ tokenHash: hashToken(token), userId: ownerId, expiresAt: new Date() });
    this.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_MS / 1000 });
    this.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, maxAge: SESSION_MS / 1000 });
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = readToken(this.request);
    if (token) await repo.deleteSession(hashToken(token));
    this.request.user = null;
    this.request.sessionHash = null;
    this.clearCookie(cookieName, cookieOptions);
    this.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
  });

  app.addHook('onRequest', async (request, reply) => {
    // Decided by the route the router matched, never by the raw URL: '/%61pi/pantry' is
    // decoded to /api/pantry by the router and must get exactly that route's guard.
    if (request.is404 || (!request.routeOptions.config.guard && !isApiRoute(request))) return;
    const token = readToken(request);
    if (token) {
      const tokenHash = hashToken(token);
      const found = await repo.findSession(tokenHash);
      if (found && found.user.isActive) {
        request.user = found.user;
        request.sessionHash = tokenHash;
        if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
          const expiresAt = new Date(Date.now() + SESSION_MS);
          await repo.touchSession(tokenHash, expiresAt);
          reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_MS / 1000 });
          reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions, maxAge: SESSION_MS / 1000 });
        }
      } else {
        // Unknown, expired, or the account was deactivated: end it for good.
        if (found) await repo.deleteSession(tokenHash);
        reply.clearCookie(cookieName, cookieOptions);
        reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
      }
    }
    enforceGuard(request.routeOptions.config.guard, request);
  });
});

/** True when the matched route is an API route (anything registered under /api). */
function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return typeof url === 'string' && (url === '/api' || url.startsWith('/api/'));
}

export function enforceGuard(guard: Guard | undefined, request: FastifyRequest): void {
  const user = request.user;
  switch (guard) {
    case 'public':
      return;
    case 'visitorOrVerified':
      if (user && !user.emailVerified)
        throw forbidden('Please verify your email address to continue.', 'EMAIL_NOT_VERIFIED');
      return;
    case 'signedIn':
      if (!user) throw unauthorized();
      return;
    case 'verified':
      if (!user) throw unauthorized();
      if (!user.emailVerified) throw forbidden('Please verify your email address to continue.', 'EMAIL_NOT_VERIFIED');
      return;
    case 'admin':
      if (!user) throw unauthorized();
      if (!user.emailVerified) throw forbidden('Please verify your email address to continue.', 'EMAIL_NOT_VERIFIED');
      if (user.role !== 'admin') throw forbidden('This needs an administrator account.', 'ADMIN_ONLY');
      return;
    default:
      request.log.error({ url: request.routeOptions.url }, 'route has no declared guard');
      throw new AppError(403, 'NO_GUARD', 'This route is not available.');
  }
}
