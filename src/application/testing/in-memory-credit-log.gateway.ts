import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { CreditLogGateway, CreditLogLine } from '../browser/ports/credit-log.gateway.port.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import { pageOf } from './log-pages.ts'

/** The credit log's page size (the service's GET /payment/credit-log). */
export const CREDIT_LOG_PAGE_SIZE = 20

/**
 * CreditLogGateway in memory: each token's own lines, 20 a page, newest first. Tests add charges with
 * `add` and fail a call with `failNext`.
 */
export class InMemoryCreditLogGateway implements CreditLogGateway {
  readonly pagesAsked: number[] = []
  private readonly lines = new Map<string, CreditLogLine[]>()
  private readonly failures: ApiCallFailed[] = []

  add(accessToken: string, line: Omit<CreditLogLine, 'id'>): this {
    const own = this.lines.get(accessToken) ?? []
    own.push({ id: `charge-${own.length + 1}`, ...line })
    this.lines.set(accessToken, own)
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async page(accessToken: string, page: number): Promise<LogPage<CreditLogLine> | ApiCallFailed> {
    this.pagesAsked.push(page)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    // Newest first; lines at the same instant, last written first (as the ledger reads them).
    const own = [...(this.lines.get(accessToken) ?? [])]
      .map((line, order) => ({ line, order }))
      .sort((a, b) => Date.parse(b.line.at) - Date.parse(a.line.at) || b.order - a.order)
      .map(({ line }) => line)
    return pageOf(own, page, CREDIT_LOG_PAGE_SIZE)
  }
}
