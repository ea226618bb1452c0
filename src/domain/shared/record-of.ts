/**
 * A record with one entry per member of a closed list, made by one function: the keys are the list's,
 * in its order, so a record over credit kinds (or any list) is never written out key by key again.
 */
export const recordOf = <K extends string, V>(
  keys: readonly K[],
  make: (key: K) => V,
): { readonly [P in K]: V } =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as { readonly [P in K]: V }
