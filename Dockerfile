# Chowdr's image: build the web app, the server and the CLI in one stage, install only the production
# dependencies in another, and run the compiled JavaScript as the unprivileged `node` user.
# docs/SELF-HOSTING.md says how to run it; docs/decisions/014-self-hosting.md says why it is so.
ARG NODE_VERSION=22
FROM docker.io/library/node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
COPY public ./public
COPY scripts ./scripts
COPY drizzle ./drizzle
COPY src ./src
# The web app (dist/web), the server (dist/server) and the CLI (dist/cli), all plain JavaScript.
RUN npm run build \
 && npm run build:server \
 && node --input-type=module -e "const { build } = await import('vite'); await build({ configFile: false, logLevel: 'warn', build: { ssr: 'src/server/cli.ts', outDir: 'dist/cli', emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false } });"

FROM docker.io/library/node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# tsx (with esbuild) is a dependency only so `npm run cli` runs from sources; the image runs compiled JavaScript.
# Then what the runtime never reads (113 MB of packages become about 52): type declarations and
# TypeScript sources, source maps, docs, PGlite's extension bundles (Chowdr loads none) and
# drizzle-orm's CommonJS twin (the server and the CLI import its ES modules).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/tsx node_modules/esbuild node_modules/@esbuild node_modules/.bin/tsx node_modules/.bin/esbuild \
 && find node_modules -type f \( -name '*.map' -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' \
      -o -iname '*.md' -o -iname 'CHANGELOG*' \) -delete \
 && find node_modules/drizzle-orm -type f -name '*.cjs' -delete \
 && rm -rf node_modules/@types node_modules/@electric-sql/pglite/dist/*.tar.gz

FROM docker.io/library/node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
# /data holds PGlite's files, the mail outbox and backups; it belongs to the user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness: /api/health answers 200 only when the database answers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1: the server handles SIGTERM itself (finishes requests, closes the database, exits 0).
# 2 MB young-generation semi-spaces (V8's default is 16): a smaller idle heap for small machines.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=2", "dist/server/main.js"]
