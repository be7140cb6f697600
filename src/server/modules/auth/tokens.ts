import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe; what goes in cookies and email links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256: a database leak does not hand out sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
