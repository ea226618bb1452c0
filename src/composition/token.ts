/**
 * A service identifier that carries the type it resolves to, so `container.get(T.Clock)` is typed
 * without a cast at the call site.
 */
export type Token<Value> = symbol & { readonly __resolves?: Value }

export const token = <Value>(name: string) => Symbol.for(`leadlens.${name}`) as Token<Value>
