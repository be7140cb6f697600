import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Precompressed = { raw: Buffer; br: Buffer; gz: Buffer };

/** Compresses a body that never changes once, at the best settings (brotli 11, gzip 9). */
export function precompress(body: string | Buffer): Precompressed {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(raw, { level: 9 }),
  };
}

/** Sends the copy the client accepts (brotli, gzip or as is), adding Accept-Encoding to Vary. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, { raw, br, gz }: Precompressed) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accept)
    ? [br, 'br']
    : /\bgzip\b/.test(accept)
      ? [gz, 'gzip']
      : [raw, undefined];
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
