import type { UseCaseResolver } from '../browser.container.ts'
import type { Token } from '../token.ts'

/**
 * What the components get for their use cases while the server renders a page. Rendering only reads
 * (the answers a page needs arrive with it, see page-answers.ts); use cases run in effects and event
 * handlers, which never run on the server. A use case run there anyway is a bug, and says which.
 */
export const renderTimeResolver: UseCaseResolver = {
  get<Value>(token: Token<Value>): Value {
    const refuse = (member: PropertyKey) => () => {
      throw new Error(`${String(token)}: ${String(member)} ran while the server rendered a page`)
    }
    // `then` stays undefined so that the value is never taken for a promise.
    return new Proxy({}, { get: (_, member) => (member === 'then' ? undefined : refuse(member)) }) as Value
  },
}
