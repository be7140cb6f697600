const rules = new Intl.PluralRules('en-US');

/**
 * The web's one plural helper (Intl.PluralRules): count(1, 'user') = '1 user', count(2, 'user') =
 * '2 users', count(3, 'person', 'people') = '3 people'. Numbers are written with the locale's grouping.
 */
export function plural(n: number, one: string, other = `${one}s`): string {
  return rules.select(n) === 'one' ? one : other;
}

export function count(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${plural(n, one, other)}`;
}
