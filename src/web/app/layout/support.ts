/** Where home cooks write to us (footer Contact dialog, landing page). */
export const SUPPORT_EMAIL = 'support@chowdr.app';
