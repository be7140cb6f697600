import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, registerBody } from '../../../../shared/api/auth';

/*
 * The sign-in and sign-up checks: the server's own schemas. This module (and zod with it, ~26 KB
 * gzip) loads when a form is first used, not with the page (see lazy-resolver.ts).
 */
export const loginResolver = zodResolver(loginBody);
export const registerResolver = zodResolver(registerBody);
