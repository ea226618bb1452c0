import { HISTORY_PAGE_SIZE } from '../../domain/pagination/page-count.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import type { SearchLogEntry, SearchLogGateway } from '../browser/ports/search-log.gateway.port.ts'
import { pageOf } from './log-pages.ts'

type Searcher = { readonly id: string; readonly username: string; readonly admin: boolean }

/**
 * SearchLogGateway in memory: 10 a page, newest first, the caller's own entries or everyone's for an
 * admin. Tests name who holds each token with `user`, log searches with `add`, fail with `failNext`.
 */
export class InMemorySearchLogGateway implements SearchLogGateway {
  /** Every page asked for. */
  readonly pagesAsked: number[] = []
  private readonly tokens = new Map<string, Searcher>()
  private readonly entries: SearchLogEntry[] = []
  private readonly failures: ApiCallFailed[] = []

  /** The token's holder. */
  user(accessToken: string, user: { id: string; username: string; admin?: boolean }): this {
    this.tokens.set(accessToken, { admin: false, ...user })
    return this
  }

  /** A search by the holder of `accessToken`. */
  add(
    accessToken: string,
    search: { apiName: string; requestParams: Record<string, string | number>; createdAt: string },
  ): this {
    const { id, username } = this.searcher(accessToken)
    this.entries.push({ id: `search-${this.entries.length + 1}`, ...search, user: { id, username } })
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async page(accessToken: string, page: number): Promise<LogPage<SearchLogEntry> | ApiCallFailed> {
    this.pagesAsked.push(page)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const caller = this.tokens.get(accessToken)
    if (caller === undefined) return apiCallFailed(401, { code: 'UNAUTHENTICATED' })
    const visible = this.entries
      .filter((e) => caller.admin || e.user.id === caller.id)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    return pageOf(visible, page, HISTORY_PAGE_SIZE)
  }

  private searcher(accessToken: string): Searcher {
    const found = this.tokens.get(accessToken)
    if (found === undefined) throw new Error(`no user holds the token ${accessToken}`)
    return found
  }
}
