import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyResolver as lazyModuleResolver } from '../../../lib/lazy-resolver';

type Resolvers = typeof import('./form-resolvers');

// The auth forms share one module of checks (lib/lazy-resolver.ts loads it once, retrying offline).
const authChecks = lazyModuleResolver<FieldValues, Resolvers>(
  () => import('./form-resolvers'),
  (module) => module.loginResolver as unknown as Resolver<FieldValues>,
);

/** Starts loading the form checks (the first focus in a form calls this, so a submit never waits). */
export const preloadFormResolvers = authChecks.preload;

/** A react-hook-form resolver that runs `pick`'s resolver once the auth checks have loaded. */
export function lazyResolver<T extends FieldValues>(pick: (resolvers: Resolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await preloadFormResolvers())(values, context, options);
}
