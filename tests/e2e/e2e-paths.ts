import path from 'node:path';
import { ROOT } from '../support/test-db';

/** Shared between global-setup (main process) and fixtures (workers). */
// One folder per port, so two runs on different E2E_PORTs do not share mailboxes.
export const E2E_STATE_DIR = path.join(ROOT, '.data-test', `e2e-${process.env.E2E_PORT ?? 4173}`);
export const MAIL_DIR = path.join(E2E_STATE_DIR, 'mail');

/** Registered first by global-setup, so it is the admin; verified. */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e-admin@example.com',
  password: 'admin-garlic-butter-1',
} as const;
