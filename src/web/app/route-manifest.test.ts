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
  });

  it('lists a screen chunk and its imports, leaving out what the entry already loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_icon.js': { file: 'assets/icon.js' },
      'src/web/features/landing/landing-screen.tsx': { file: 'assets/landing.js', imports: ['_shared.js', '_icon.js'], css: ['assets/landing.css'] },
    };
    const result = routePreloads(manifest, { visitor: [{ path: '/', module: 'src/web/features/landing/landing-screen' }], member: [] });
    expect(result.routes.visitor).toEqual([{ path: '/', js: ['/assets/landing.js', '/assets/icon.js'], css: ['/assets/landing.css'] }]);
  });
});
