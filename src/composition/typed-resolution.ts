import type { Token } from './tokens.ts'

/**
 * inversify cannot infer a value's type from a symbol; a Token carries it. This reads a binding
 * through its token, typed, from a container or a resolution context.
 */
export const typedResolver =
  (source: { get<Value>(id: symbol): Value }) =>
  <Value>(token: Token<Value>): Value =>
    source.get<Value>(token)
