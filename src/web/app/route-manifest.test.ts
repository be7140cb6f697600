import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRouteModules, routePreloads } from './route-manifest';
import { memberRoutes, visitorRoutes } from './routes';

describe('route manifest (build-time modulepreload list)', () => {
  const modules = parseRouteModules(readFileSync('src/web/app/routes.ts', 'utf8'));

  it('finds every route of routes.ts that has a screen, in both tables', () => {
    expect(modules.visitor.map((r) => r.path)).toEqual(visitorRoutes.filter((r) => r.load).map((r) => r.path));
    expect(modules.member.map((r) => r.path)).toEqual(memberRoutes.filter((r) => r.load).map((r) => r.path));
    expect(modules.visitor.find((r) => r.path === '/')?.module).toBe('src/web/features/landing/landing-screen');
    expect(modules.member.find((r) => r.path === '/pantry')?.module).toBe('src/web/features/pantry/pantry-screen');
    // A route's first reads come along, for the server to preload.
    for (const route of memberRoutes)
      expect(modules.member.find((r) => r.path === route.path)?.data).toEqual(route.data && [...route.data]);
  });

  it('lists a screen chunk and its imports, leaving out what the entry already loads', () => {
    const chunks = [
      { file: 'assets/index.js', isEntry: true, modules: ['src/web/main.tsx'], imports: ['assets/shared.js'], css: [] },
      { file: 'assets/shared.js', modules: ['src/web/components/ui/button.tsx'], imports: [], css: [] },
      {
        file: 'assets/icon.js',
        modules: ['node_modules/lucide-react/dist/esm/icons/sparkles.js'],
        imports: [],
        css: [],
      },
      {
        file: 'assets/landing.js',
        facadeModule: 'src/web/features/landing/landing-screen.tsx',
        modules: ['src/web/features/landing/landing-screen.tsx'],
        imports: ['assets/shared.js', 'assets/icon.js'],
        css: ['assets/landing.css'],
      },
    ];
    const result = routePreloads(chunks, {
      visitor: [{ path: '/', module: 'src/web/features/landing/landing-screen' }],
      member: [],
    });
    expect(result.routes.visitor).toEqual([
      { path: '/', js: ['/assets/landing.js', '/assets/icon.js'], css: ['/assets/landing.css'] },
    ]);
  });

  it('finds a screen that shares its chunk with other modules', () => {
    const chunks = [
      { file: 'assets/index.js', isEntry: true, modules: ['src/web/main.tsx'], imports: [], css: [] },
      {
        file: 'assets/lazy.js',
        modules: ['src/web/lib/x.ts', 'src/web/features/pantry/pantry-screen.tsx'],
        imports: [],
        css: [],
      },
    ];
    const result = routePreloads(chunks, {
      visitor: [],
      member: [{ path: '/pantry', module: 'src/web/features/pantry/pantry-screen', data: ['/api/pantry'] }],
    });
    expect(result.routes.member).toEqual([
      { path: '/pantry', js: ['/assets/lazy.js'], css: [], fetch: ['/api/pantry'] },
    ]);
  });
});
