import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * THE route table. Every screen is its own lazy chunk so the first load stays small.
 * Later work adds its screen by filling in `load` for its path; a path whose `load` is null
 * is known to the router (a visitor is sent to /login) but shows the not-found screen until built.
 */

type Loader = () => Promise<{ default: ComponentType }>;

export type RouteDef = {
  path: string;
  /** Imports the screen's module (default export); null while the screen does not exist yet. */
  load: Loader | null;
  /**
   * The API reads the screen makes as it first draws, exactly as it makes them: the server starts them
   * with the HTML (<link rel=preload as=fetch>), so the data is on its way before the JS has run.
   * route-data.test.tsx checks that the screen really asks for each.
   */
  data?: readonly string[];
};

const loaders = {
  landing: () => import('../features/landing/landing-screen'),
  auth: () => import('../features/auth/components/auth-screen'),
  forgotPassword: () => import('../features/auth/components/forgot-password-screen'),
  resetPassword: () => import('../features/auth/components/reset-password-screen'),
  verifyEmail: () => import('../features/auth/components/verify-email-screen'),
  generator: () => import('../features/generator/generator-screen'),
  savedRecipes: () => import('../features/recipes/saved-recipes-screen'),
  sharedRecipe: () => import('../features/recipes/shared-recipe-screen'),
  accountSettings: () => import('../features/account-settings/account-settings-screen'),
  adminDashboard: () => import('../features/admin/dashboard-screen'),
} satisfies Record<string, Loader>;

/** Signed out (spec section 2). */
export const visitorRoutes: RouteDef[] = [
  { path: '/', load: loaders.landing },
  { path: '/login', load: loaders.auth },
  { path: '/register', load: loaders.auth },
  { path: '/forgot-password', load: loaders.forgotPassword },
  { path: '/reset-password/:token', load: loaders.resetPassword },
  { path: '/verify-email', load: loaders.verifyEmail },
  { path: '/generate', load: loaders.generator },
  { path: '/shared-recipe', load: loaders.sharedRecipe },
];

/** Signed in with a verified email (spec section 2). */
export const memberRoutes: RouteDef[] = [
  { path: '/', load: loaders.generator },
  { path: '/generate', load: loaders.generator },
  { path: '/shared-recipe', load: loaders.sharedRecipe },
  {
    path: '/account-settings',
    load: loaders.accountSettings,
    data: ['/api/calendar-feed', '/api/marketing/preferences'],
  },
  // A verified user who opens the mail link again lands here: the screen says so and goes home.
  { path: '/verify-email', load: loaders.verifyEmail },
  {
    path: '/pantry',
    load: () => import('../features/pantry/pantry-screen'),
    data: ['/api/pantry', '/api/ingredients', '/api/recipes'],
  },
  { path: '/saved-recipes', load: loaders.savedRecipes, data: ['/api/recipes/my/counts', '/api/recipes/my?limit=24'] },
  { path: '/calendar', load: () => import('../features/calendar/calendar-screen') },
  { path: '/admin', load: loaders.adminDashboard },
  { path: '/admin/dashboard', load: loaders.adminDashboard },
  { path: '/admin/users', load: () => import('../features/admin/users-screen') },
  { path: '/admin/recipes', load: () => import('../features/admin/recipes-screen') },
  { path: '/admin/logs', load: () => import('../features/admin/logs-screen') },
  { path: '/admin/improvements', load: () => import('../features/admin/improvements-screen') },
  { path: '/admin/marketing', load: () => import('../features/admin/marketing-screen') },
];

/** Links we mail work for whoever opens them, signed in or not, verified or not (never a 404). */
export const anyoneRoutes: RouteDef[] = [
  { path: '/forgot-password', load: loaders.forgotPassword },
  { path: '/reset-password/:token', load: loaders.resetPassword },
];

/** Where a signed-in user has no business: they go to /. */
export const signedInRedirects = ['/login', '/register'];

/** The screen every path shows while the signed-in user's email is unverified. */
export const loadVerifyEmail = loaders.verifyEmail;

// One lazy component per loader, so two paths that share a screen share one component
// (switching between /login and /register keeps the form state and focus).
const lazyCache = new Map<Loader, LazyExoticComponent<ComponentType>>();
const loaded = new Map<Loader, { default: ComponentType }>();

/** Loads a screen's module and remembers it, so a later render can use it without suspending. */
function loadScreen(load: Loader): Promise<{ default: ComponentType }> {
  return load().then((module) => {
    loaded.set(load, module);
    return module;
  });
}

export function lazyScreen(load: Loader): LazyExoticComponent<ComponentType> {
  let component = lazyCache.get(load);
  if (!component) {
    // React.lazy resolves at once when its thenable calls back synchronously: a screen whose chunk
    // already arrived (preloaded) renders in the same pass, with no placeholder and no layout shift.
    component = lazy(() => {
      const module = loaded.get(load);
      if (module)
        return { then: (resolve: (m: { default: ComponentType }) => void) => resolve(module) } as Promise<{
          default: ComponentType;
        }>;
      return loadScreen(load);
    });
    lazyCache.set(load, component);
  }
  return component;
}

/** Whether a route pattern ('/reset-password/:token') matches a path, as the router matches it. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/(.)\/$/, '$1').split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/**
 * Starts downloading the screen the first paint needs while the user query is in flight, so the
 * route chunk does not wait for the auth answer. Only the table of the visitor's likely state (the
 * signed-in hint cookie): a visitor on / must not pay for the member's generator. The server has
 * usually announced the same chunks with <link rel=modulepreload> already; this is the fallback.
 */
export function preloadForPath(pathname: string, signedIn: boolean): Promise<void> {
  const route = (signedIn ? memberRoutes : visitorRoutes).find((r) => matchesPath(r.path, pathname));
  if (!route?.load) return Promise.resolve();
  return loadScreen(route.load).then(
    () => undefined,
    () => undefined,
  );
}
