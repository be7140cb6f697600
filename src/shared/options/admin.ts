// Zod-free option lists for the admin and suggestion screens (the schemas live in shared/api).

export const IMPROVEMENT_CATEGORIES = ['bug', 'feature', 'ui', 'performance', 'other'] as const;
export type ImprovementCategory = (typeof IMPROVEMENT_CATEGORIES)[number];
export const IMPROVEMENT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ImprovementPriority = (typeof IMPROVEMENT_PRIORITIES)[number];
export const IMPROVEMENT_STATUSES = ['pending', 'reviewed', 'in-progress', 'completed', 'rejected'] as const;
export type ImprovementStatus = (typeof IMPROVEMENT_STATUSES)[number];

/** Every action an admin log row can record (marketing adds its own). */
export const ADMIN_ACTIONS = [
  'update_user_role',
  'activate_user',
  'deactivate_user',
  'delete_user',
  'delete_recipe',
  'update_improvement',
  'delete_improvement',
  'create_backup',
] as const;

/** Spec section 9. */
export const ADMIN_PAGE_SIZE = 20;
export const LOGS_PAGE_SIZE = 50;
export const ACTIVE_USER_DAYS = 30;
export const NEW_SIGNUP_DAYS = 7;
/** App-time ping interval, and the most one ping can credit. */
export const APP_TIME_PING_MS = 5 * 60 * 1000;
