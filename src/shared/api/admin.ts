import { z } from 'zod';
import { pagination, text } from './common';
import { ROLES } from './auth';
import { recipeOutput } from './recipes';

const page = z.coerce.number().int().min(1).max(10_000_000).default(1);

/** GET /api/admin/users: 20 per page by default; the marketing screen asks for up to 1000. */
export const adminUsersQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(1000).default(20),
});
export const adminRecipesQuery = z.object({
  page,
  // Each row is a whole recipe (up to ~160 KB of JSON at the contract's limits): 25 keep a page ~4 MB.
  limit: z.coerce.number().int().min(1).max(25).default(20),
});
export const adminLogsQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).default(50),
  action: text(60)
    .regex(/^[a-z_]+$/, 'Unknown action')
    .optional(),
  adminId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const dashboardStats = z.object({
  totalUsers: z.number().int(),
  /** Signed in or used the app within the last 30 days. */
  activeUsers: z.number().int(),
  /** Recipes saved in users' collections. */
  savedRecipes: z.number().int(),
  /** Recipes the generator produced (visitors included). */
  generatedRecipes: z.number().int(),
  totalMeals: z.number().int(),
  /** Accounts created within the last 7 days. */
  recentSignups: z.number().int(),
  totalAppTimeMinutes: z.number().int(),
  avgAppTimePerUser: z.number().int(),
  /** Generated plus saved. */
  totalRecipes: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const healthCheck = z.object({
  status: z.enum(['up', 'down', 'not_configured']),
  latencyMs: z.number(),
  detail: z.string(),
});
export type HealthCheck = z.infer<typeof healthCheck>;

export const adminHealth = z.object({
  status: z.enum(['healthy', 'degraded']),
  timestamp: z.string(),
  database: healthCheck,
  mail: healthCheck,
  model: healthCheck,
  disk: healthCheck.extend({ freeBytes: z.number().optional(), totalBytes: z.number().optional() }),
  stats: z.object({
    uptimeSeconds: z.number().int(),
    rssBytes: z.number().int(),
    mailQueueDepth: z.number().int(),
    node: z.string(),
    databaseKind: z.string(),
  }),
});
export type AdminHealth = z.infer<typeof adminHealth>;

export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  totalAppTimeMinutes: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** 'Product news and tips by email' switched off: marketing skips this user. */
  marketingOptOut: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.object({ users: z.array(adminUser), pagination });
export type AdminUserList = z.infer<typeof adminUserList>;

/** PUT /api/admin/users/:id: {role} or {isActive} (both at once is refused). */
export const adminUserUpdate = z
  .object({ role: z.enum(ROLES).optional(), isActive: z.boolean().optional() })
  .strict()
  .refine((b) => (b.role === undefined) !== (b.isActive === undefined), { message: 'Send either role or isActive' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

export const adminRecipe = recipeOutput.extend({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
});
export type AdminRecipe = z.infer<typeof adminRecipe>;
export const adminRecipeList = z.object({ recipes: z.array(adminRecipe), pagination });
export type AdminRecipeList = z.infer<typeof adminRecipeList>;

export const adminLog = z.object({
  id: z.number().int(),
  action: z.string(),
  adminId: z.number().int(),
  adminUsername: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLog = z.infer<typeof adminLog>;
export const adminLogList = z.object({
  logs: z.array(adminLog),
  pagination,
  /** Admins who appear in the log, for the filter. */
  admins: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type AdminLogList = z.infer<typeof adminLogList>;

/** GET/POST /api/admin/backups: the server's backups (docs/decisions/014-self-hosting.md). */
export const adminBackups = z.object({
  /** The folder backups go to (BACKUP_DIR). */
  dir: z.string(),
  /** Hours between automatic backups; 0: off. */
  intervalHours: z.number(),
  keep: z.number().int(),
  running: z.boolean(),
  nextAt: z.string().nullable(),
  /** The newest backup that worked; rows and ms are null for one found in the folder at start. */
  lastSuccess: z
    .object({
      at: z.string(),
      file: z.string(),
      bytes: z.number().int(),
      rows: z.number().int().nullable(),
      ms: z.number().int().nullable(),
    })
    .nullable(),
  /** The last attempt that failed, when it came after the last success. */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type AdminBackups = z.infer<typeof adminBackups>;
/** POST /api/admin/backups takes an empty object. */
export const takeBackupBody = z.object({}).strict();

/** The ping carries nothing (a beacon may send an empty text body); the server does the sums. */
export const appTimeBody = z.preprocess((v) => (v === '' ? undefined : v), z.object({}).strict().optional());
export const appTimeResult = z.object({ addedMinutes: z.number().int(), totalAppTimeMinutes: z.number().int() });
export type AppTimeResult = z.infer<typeof appTimeResult>;
