/** TanStack Query keys of the suggestions area. */
export const improvementKeys = {
  admin: ['admin', 'improvements'] as const,
};
