import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Every form's checks run through react-hook-form with a zod resolver, and zod (~26 KB gzip) stays out
 * of the page's first load: `load` imports a module that builds the resolver (zod, the schema and
 * @hookform/resolvers), once, when the form is first focused (`preload`) or submitted.
 */
export function lazyResolver<T extends FieldValues, M, TParsed = T>(
  load: () => Promise<M>,
  pick: (module: M) => Resolver<T, unknown, TParsed>,
): { resolver: Resolver<T, unknown, TParsed>; preload: () => Promise<M> } {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline: the next focus or submit tries again
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T, unknown, TParsed> = async (values, context, options) =>
    pick(await preload())(values, context, options);
  return { resolver, preload };
}
