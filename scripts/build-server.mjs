// `npm run build:server`: compiles the server (src/server + src/shared) once into dist/server/main.js,
// so `npm start` runs plain JavaScript instead of compiling TypeScript through tsx on every start.
// Packages stay external (loaded from node_modules at run time). Vite's own bundler does the work:
// no extra tool to install. The recipe import's parsing worker is a second entry,
// dist/server/import-worker.js, beside main.js (src/server/modules/import/parse-pool.ts starts it).
import { build } from 'vite';

export async function buildServer() {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      rollupOptions: {
        input: { main: 'src/server/main.ts', 'import-worker': 'src/server/modules/import/parse-worker.ts' },
        // Both entries and their shared chunks side by side, so each finds the other by a relative URL.
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
      outDir: 'dist/server',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      // Only the server's own code: the web app is a separate build (dist/web).
      copyPublicDir: false,
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
