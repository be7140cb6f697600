// `npm start`: serve the built app. The web app (dist/web) and the server (dist/server) are built on
// the first start, and again only when a source is newer than the build; otherwise the server starts
// straight from plain JavaScript (well under 2 s). `npm run dev` keeps hot reload for development.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** The newest modification time under these paths (files or folders), 0 when none exists. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && !entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx'))
          visit(path.join(p, entry));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = ['src/shared', 'package-lock.json'];
const webDist = process.env.WEB_DIST_DIR ?? 'dist/web';
const stale = {
  web:
    builtAt(path.join(webDist, 'index.html')) <
    newest(['src/web', 'index.html', 'vite.config.ts', 'public', ...shared]),
  server: builtAt('dist/server/main.js') < newest(['src/server', 'scripts/build-server.mjs', ...shared]),
};

if (stale.web || stale.server) {
  const started = Date.now();
  console.log(
    `Building ${[stale.web && 'the web app', stale.server && 'the server'].filter(Boolean).join(' and ')} (once; later starts reuse it)...`,
  );
  // Each build in a process of its own: Vite's memory goes with it instead of staying in the server's
  // (issue 30: the first start of a small machine must fit in 250 MB too).
  const run = (args) => {
    const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  if (stale.web) run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  if (stale.server) run([path.join(root, 'scripts/build-server.mjs')]);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
