import type { FieldValues, Resolver } from 'react-hook-form';

type Resolvers = typeof import('./form-resolvers');

let loading: Promise<Resolvers> | undefined;

/** Starts loading the form checks (the first focus in a form calls this, so a submit never waits). */
export function preloadFormResolvers(): Promise<Resolvers> {
  loading ??= import('./form-resolvers').catch((error: unknown) => {
    loading = undefined; // offline: the next focus or submit tries again
    throw error;
  });
  return loading;
}

/** A react-hook-form resolver that runs `pick`'s resolver once its module has loaded. */
export function lazyResolver<T extends FieldValues>(pick: (resolvers: Resolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await preloadFormResolvers())(values, context, options);
}
