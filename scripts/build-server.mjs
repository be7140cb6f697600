// `npm run build:server`: compiles the server (src/server + src/shared) once into dist/server/main.js,
// so `npm start` runs plain JavaScript instead of compiling TypeScript through tsx on every start.
// Packages stay external (loaded from node_modules at run time). Vite's own bundler does the work:
// no extra tool to install.
import { build } from 'vite';

export async function buildServer() {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: 'src/server/main.ts',
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
