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
export type RouteModules = Record<RouteState, { path: string; module: string; data?: string[] }[]>;

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
  for (const m of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g))
    loaders.set(m[1]!, resolve(m[2]!));

  const table = (name: string) => {
    const start = source.indexOf(`export const ${name}`);
    if (start < 0) throw new Error(`routes.ts has no ${name}`);
    const body = source.slice(source.indexOf('[', source.indexOf('=', start)), source.indexOf('];', start));
    const routes: { path: string; module: string; data?: string[] }[] = [];
    for (const m of body.matchAll(
      /\{\s*path:\s*['"]([^'"]+)['"]\s*,\s*load:\s*(?:loaders\.(\w+)|\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)|null)(?:\s*,\s*data:\s*\[([^\]]*)\])?/g,
    )) {
      const module = m[2] ? loaders.get(m[2]) : m[3] ? resolve(m[3]) : undefined;
      const data = m[4] ? [...m[4].matchAll(/['"]([^'"]+)['"]/g)].map((d) => d[1]!) : undefined;
      if (module) routes.push({ path: m[1]!, module, ...(data ? { data } : {}) });
    }
    return routes;
  };
  return { visitor: table('visitorRoutes'), member: table('memberRoutes') };
}

/** What the build wrote, one item per JS chunk (from the bundle in Vite's writeBundle hook). */
export type BuiltChunk = {
  /** 'assets/x-hash.js' */
  file: string;
  isEntry?: boolean;
  /** The screen module this chunk was made for (a dynamic import's target), if any. */
  facadeModule?: string | null;
  /** The source modules inside, as repository paths with extension ('src/web/features/x/y.tsx'). */
  modules: string[];
  /** The chunks it imports statically (files). */
  imports: string[];
  css: string[];
};

/**
 * Per state, per route path: the JS files (screen chunk and its static imports) and CSS the screen
 * needs beyond the entry, and the API reads it makes as it first draws (`fetch`, from routes.ts).
 */
export type RoutePreloads = {
  entry: string;
  routes: Record<RouteState, { path: string; js: string[]; css: string[]; fetch?: string[] }[]>;
};

/**
 * A screen's module may share its chunk with others (code-splitting groups in vite.config.ts), so it
 * is looked up among the chunks' modules, not by chunk name.
 */
export function routePreloads(chunks: BuiltChunk[], modules: RouteModules): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of byFile.get(file)?.imports ?? []) closure(i, seen);
    return seen;
  };
  const inEntry = closure(entry.file);
  const chunkOf = (module: string) => {
    const ids = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => module + ext);
    return (
      chunks.find((c) => c.facadeModule && ids.includes(c.facadeModule)) ??
      chunks.find((c) => c.modules.some((m) => ids.includes(m)))
    );
  };
  const forState = (state: RouteState) =>
    modules[state].map(({ path, module, data }) => {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`the build has no chunk with ${module} (route ${path})`);
      const files = [...closure(chunk.file)].filter((f) => !inEntry.has(f));
      return {
        path,
        js: files.map((f) => `/${f}`),
        css: [...new Set(files.flatMap((f) => byFile.get(f)!.css))].map((f) => `/${f}`),
        ...(data?.length ? { fetch: data } : {}),
      };
    });
  return { entry: entry.file, routes: { visitor: forState('visitor'), member: forState('member') } };
}
