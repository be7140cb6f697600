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
  { path: '/account-settings', load: loaders.accountSettings },
  // A verified user who opens the mail link again lands here: the screen says so and goes home.
  { path: '/verify-email', load: loaders.verifyEmail },
  { path: '/pantry', load: () => import('../features/pantry/pantry-screen') },
  { path: '/saved-recipes', load: loaders.savedRecipes },
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
export function lazyScreen(load: Loader): LazyExoticComponent<ComponentType> {
  let component = lazyCache.get(load);
  if (!component) {
    component = lazy(load);
    lazyCache.set(load, component);
  }
  return component;
}

/**
 * Starts downloading the screens the first paint may need while the user query is in flight,
 * so the route chunk does not wait for the auth answer.
 */
export function preloadForPath(pathname: string) {
  const wanted = new Set<Loader>();
  for (const route of [...visitorRoutes, ...memberRoutes]) {
    if (route.load && route.path === pathname) wanted.add(route.load);
  }
  for (const load of wanted) void load().catch(() => undefined);
}
