import type { Token } from './tokens.ts'

/**
 * inversify cannot infer a value's type from a symbol; a Token carries it. This reads a binding
 * through its token, typed, from a container or a resolution context.
 */
export const typedResolver =
  (source: { get<Value>(id: symbol): Value }) =>
  <Value>(token: Token<Value>): Value =>
    source.get<Value>(token)

/** The same for bindings built asynchronously (the database, and everything built on it). */
export const typedAsyncResolver =
  (source: { getAsync<Value>(id: symbol): Promise<Value> }) =>
  <Value>(token: Token<Value>): Promise<Value> =>
    source.getAsync<Value>(token)
