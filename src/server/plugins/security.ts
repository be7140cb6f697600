import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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
  const headers = helmetHeaders({
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
  // The same headers on every answer: worked out once here, not by helmet on each request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isSameOrigin(request, opts.appOrigin)) {
      throw forbidden('Cross-site requests are not allowed.', 'CROSS_ORIGIN');
    }
  });
});

/** The headers helmet would write, computed once by running it against a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => (failed = err));
  if (failed) throw failed;
  return headers;
}

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
