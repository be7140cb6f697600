// Zod-free constants of 'Download my data' / 'Import my data' (the schemas live in shared/api/account-data.ts).

export const ACCOUNT_DATA_FORMAT = 'chowdr-account-data';
export const ACCOUNT_DATA_VERSION = 1;

/** The largest body 'Import my data' takes (the server refuses larger ones with 413). */
export const ACCOUNT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** The file's parts the import reads; the web sends only these (chats can be large). */
export const ACCOUNT_IMPORT_KEYS = ['format', 'version', 'pantry', 'savedRecipes', 'scheduledMeals'] as const;
