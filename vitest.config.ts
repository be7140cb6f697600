import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: node (shared, server, chef; server tests get a migrated DB per file)
// and web (React components in jsdom).
export default defineConfig({
  test: {
    // Server tests mostly wait on a database or a child process: more files than cores at once.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/web.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
