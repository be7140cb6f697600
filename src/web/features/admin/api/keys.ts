/** TanStack Query keys of the admin area; admin mutations invalidate `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  health: ['admin', 'health'] as const,
  backups: ['admin', 'backups'] as const,
  users: (page: number) => ['admin', 'users', page] as const,
  recipes: (page: number) => ['admin', 'recipes', page] as const,
  logs: (page: number, action: string, adminId: string) => ['admin', 'logs', page, action, adminId] as const,
};
