/*
 * Build-time helper (vite.config.ts): which files each route's screen needs, so the server can
 * announce them with <link rel=modulepreload> in the HTML it serves (no request chain: the screen's
 * chunk and its imports download beside the entry instead of after it has run).
 *
 * It reads routes.ts as text rather than running it: a route is `{ path: '/x', load: loaders.name }`
 * or `{ path: '/x', load: () => import('../features/...') }` in `visitorRoutes` or `memberRoutes`.
 * routes.test.ts checks that every route with a screen is found here.
 */

export type RouteState = 'visitor' | 'member';
export type RouteModules = Record<RouteState, { path: string; module: string }[]>;

/** A route's screen module, as a path from the repository root without extension ('src/web/features/landing/landing-screen'). */
export function parseRouteModules(source: string, routesDir = 'src/web/app'): RouteModules {
  const resolve = (spec: string) => {
    const parts = routesDir.split('/');
    for (const part of spec.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  };
  const loaders = new Map<string, string>();
  for (const m of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) loaders.set(m[1]!, resolve(m[2]!));

  const table = (name: string) => {
    const start = source.indexOf(`export const ${name}`);
    if (start < 0) throw new Error(`routes.ts has no ${name}`);
    const body = source.slice(source.indexOf('[', source.indexOf('=', start)), source.indexOf('];', start));
    const routes: { path: string; module: string }[] = [];
    for (const m of body.matchAll(/\{\s*path:\s*['"]([^'"]+)['"]\s*,\s*load:\s*(?:loaders\.(\w+)|\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)|null)/g)) {
      const module = m[2] ? loaders.get(m[2]) : m[3] ? resolve(m[3]) : undefined;
      if (module) routes.push({ path: m[1]!, module });
    }
    return routes;
  };
  return { visitor: table('visitorRoutes'), member: table('memberRoutes') };
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** Per state, per route path: the JS files (screen chunk and its static imports) and CSS the screen needs beyond the entry. */
export type RoutePreloads = {
  entry: string;
  routes: Record<RouteState, { path: string; js: string[]; css: string[] }[]>;
};

export function routePreloads(manifest: ViteManifest, modules: RouteModules): RoutePreloads {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) closure(i, seen);
    return seen;
  };
  const inEntry = closure(entryKey);
  const findKey = (module: string) =>
    ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => module + ext).find((k) => manifest[k]);
  const forState = (state: RouteState) =>
    modules[state].map(({ path, module }) => {
      const key = findKey(module);
      if (!key) throw new Error(`the Vite manifest has no chunk for ${module} (route ${path})`);
      const keys = [...closure(key)].filter((k) => !inEntry.has(k));
      return {
        path,
        js: keys.map((k) => `/${manifest[k]!.file}`),
        css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
      };
    });
  return { entry: manifest[entryKey]!.file, routes: { visitor: forState('visitor'), member: forState('member') } };
}
