import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { parseRouteModules, routePreloads, type BuiltChunk } from './src/web/app/route-manifest';

// The API server the dev and preview servers forward /api to (override to run a second server).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz siblings of every text asset at build time, so the server can send them as they are
 * (@fastify/static `preCompressed: true`) instead of compressing on each request: ~280 KB of JS, CSS
 * and HTML goes over the wire as ~115 KB.
 */
function precompress(): Plugin {
  return {
    name: 'chowdr:precompress',
    apply: 'build',
    // After writing: only then is every chunk final (Vite rewrites preload markers late in generateBundle).
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name))
          .map(async (name) => {
            const buffer = await readFile(path.join(dir, name));
            if (buffer.length < 1024) return;
            const br = brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            await writeFile(path.join(dir, `${name}.br`), br);
            await writeFile(path.join(dir, `${name}.gz`), gzipSync(buffer, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * Writes route-preloads.json: for each route of each state (visitor, member), the screen's chunk
 * and the chunks it imports. The server turns it into <link rel=modulepreload> tags per page
 * (src/server/plugins/web.ts). Runs before precompress, which then compresses it too.
 */
function routePreloadsFile(): Plugin {
  return {
    name: 'chowdr:route-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      const root = process.cwd();
      const relative = (id: string | null) => (id ? path.relative(root, id).split(path.sep).join('/') : null);
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((out) =>
        out.type === 'chunk'
          ? [
              {
                file: out.fileName,
                isEntry: out.isEntry,
                facadeModule: relative(out.facadeModuleId),
                modules: out.moduleIds.map((id) => relative(id)!),
                imports: out.imports,
                css: [...(out.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const modules = parseRouteModules(await readFile('src/web/app/routes.ts', 'utf8'));
      await writeFile(path.join(dir, 'route-preloads.json'), JSON.stringify(routePreloads(chunks, modules), null, 1));
    },
  };
}

/** Modules of the shared 'kit' chunk (see codeSplitting below). */
const SHARED_KIT = new RegExp(
  [
    String.raw`src[\\/]web[\\/]components[\\/]ui[\\/](?!dialog|select|dropdown|popover)`,
    String.raw`@radix-ui[\\/]react-(?:primitive|context|compose-refs|use-[a-z-]+|slot|id|direction|presence|collection|roving-focus|visually-hidden|label|switch|toggle|toggle-group|progress|checkbox)[\\/]`,
    String.raw`src[\\/]shared[\\/]kitchen[\\/](?:recipe-options|types|frequency|meal-slots)\.ts`,
    String.raw`src[\\/]shared[\\/]options[\\/]`,
    // save-recipe: the calendar saves a recipe it schedules, without the card's chunk.
    String.raw`src[\\/]web[\\/]features[\\/]recipes[\\/](?:lib[\\/](?:format|clipboard)\.ts|api[\\/]save-recipe\.ts|components[\\/]recipe-card-skeleton)`,
    String.raw`src[\\/]web[\\/]features[\\/][a-z-]+[\\/]api[\\/]keys\.ts`,
    String.raw`src[\\/]web[\\/]features[\\/]generator[\\/]hooks[\\/]use-near-bottom\.ts`,
  ].join('|'),
);

/** Modules of the 'recipe-card' chunk. */
const RECIPE_CARD = new RegExp(
  String.raw`src[\\/]web[\\/]features[\\/]recipes[\\/](?:components[\\/](?!share-dialog|remove-recipe-dialog|recipe-card-skeleton)|api[\\/](?!save-recipe)|lib[\\/](?!share-link|clipboard))`,
);

// The web app lives in src/web; index.html sits at the repo root so `vite` works with no flags.
export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss(), routePreloadsFile(), precompress()],
  resolve: {
    // zod in the browser is configured jitless before any schema exists (see the file).
    alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-jitless.ts') }],
  },
  build: {
    // WEB_DIST_DIR lets parallel test runs build side by side; the server reads the same variable.
    outDir: process.env.WEB_DIST_DIR ?? 'dist/web',
    emptyOutDir: true,
    // The server's CSP is `default-src 'self'`: keep every asset a file, never a data: URI.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Few files per page: on a phone's connection every extra round of requests costs a round trip
        // (Lighthouse mobile: ~30 small chunks put LCP 0.4-1 s later than ~5 larger ones).
        codeSplitting: {
          groups: [
            // Everything the entry imports (React, the router, the layout): one file beside the entry.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The icons the screens use (~200 B each, ~8 KB gzip together): one file, not one each.
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 2 },
            // Small UI pieces and shared helpers that two or more screens use. The big shared parts
            // (Radix Dialog, Select and menus, zod, the recipe card, the catalogue) keep their own chunks,
            // so a screen that does not need them does not download them.
            { name: 'kit', test: SHARED_KIT, minShareCount: 2, priority: 1 },
            // The recipe card with what it needs (details, scaler, print, save): one file for the
            // generator's results and Saved Recipes. Its dialogs stay apart (they load on first use).
            { name: 'recipe-card', test: RECIPE_CARD, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // No changeOrigin: the server compares Origin with Host for CSRF, so the browser's Host must pass through.
      '/api': { target: apiTarget },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget },
    },
  },
});
