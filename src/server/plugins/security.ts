import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  /** The public origin (APP_URL); requests from it are always same-origin. */
  appOrigin: string;
  secure: boolean;
}

/**
 * Strict headers for every response, and CSRF defence for state-changing calls:
 * browsers say where a request comes from (Sec-Fetch-Site, Origin); anything that is
 * not our own origin is refused. Clients that send neither (curl, server-to-server)
 * carry no ambient browser cookies to abuse, so they pass.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        // React style props and Radix positioning write inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        ...(opts.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isSameOrigin(request, opts.appOrigin)) {
      throw forbidden('Cross-site requests are not allowed.', 'CROSS_ORIGIN');
    }
  });
});

function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === appOrigin) return true;
  // Same host the request was sent to (e.g. http://localhost:3000 while APP_URL says 127.0.0.1).
  const host = request.headers.host;
  if (!host) return false;
  try {
    const o = new URL(origin);
    return o.host === host && (o.protocol === `${request.protocol}:` || o.protocol === 'https:');
  } catch {
    return false;
  }
}
