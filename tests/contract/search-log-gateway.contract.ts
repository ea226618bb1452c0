import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../src/application/browser/ports/log-page.ts'
import type {
  SearchLogEntry,
  SearchLogGateway,
} from '../../src/application/browser/ports/search-log.gateway.port.ts'

export type Searcher = 'ann' | 'bob'

/** The searches every fixture logs before the contract runs: ann 12 (alternating kinds), bob 3. */
export const SEARCHES: readonly {
  readonly by: Searcher
  readonly apiName: string
  readonly requestParams: Readonly<Record<string, string | number>>
  /** How long before the fixture was made. */
  readonly minutesAgo: number
}[] = [
  ...Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? {
          by: 'ann' as const,
          apiName: 'getUserContact',
          requestParams: { linkedInId: `person-${i}` },
          minutesAgo: 100 - i,
        }
      : {
          by: 'ann' as const,
          apiName: 'getCompanyMembers',
          requestParams: { company: `Company ${i}`, domain: `company-${i}.example`, page: 1 + (i % 3) },
          minutesAgo: 100 - i,
        },
  ),
  ...[1, 2, 3].map((i) => ({
    by: 'bob' as const,
    apiName: 'getUserContact',
    requestParams: { linkedInId: `bob-target-${i}` },
    minutesAgo: 50 - i,
  })),
]

export type SearchLogFixture = {
  readonly gateway: SearchLogGateway
  /** Access tokens: the two searchers (usernames 'ann' and 'bob'), an admin, and a user who never searched. */
  readonly tokens: Readonly<Record<Searcher | 'admin' | 'nobody', string>>
}

const read = async (fixture: SearchLogFixture, who: keyof SearchLogFixture['tokens'], page: number) => {
  const answer = await fixture.gateway.page(fixture.tokens[who], page)
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return answer
}

const times = (page: LogPage<SearchLogEntry>) => page.entries.map((e) => Date.parse(e.createdAt))

/** What every SearchLogGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const searchLogGatewayContract = (name: string, fixture: () => Promise<SearchLogFixture>) => {
  describe(`SearchLogGateway contract: ${name}`, () => {
    it('pages a user’s own searches, 10 a page, newest first', async () => {
      const f = await fixture()
      const first = await read(f, 'ann', 1)
      expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([1, 2, 12, 10])
      expect(times(first)).toEqual([...times(first)].sort((a, b) => b - a))
      expect(new Set(first.entries.map((e) => e.user.username))).toEqual(new Set(['ann']))
      const second = await read(f, 'ann', 2)
      expect([second.page, second.entries.length]).toEqual([2, 2])
      expect(Math.max(...times(second))).toBeLessThanOrEqual(Math.min(...times(first)))
    })

    it('says what each search asked: a profile id, or a company with its page', async () => {
      const f = await fixture()
      const entries = [...(await read(f, 'ann', 1)).entries, ...(await read(f, 'ann', 2)).entries]
      expect(entries.find((e) => e.requestParams.linkedInId === 'person-0')?.apiName).toBe('getUserContact')
      expect(entries.find((e) => e.requestParams.company === 'Company 1')).toMatchObject({
        apiName: 'getCompanyMembers',
        requestParams: { company: 'Company 1', domain: 'company-1.example', page: 2 },
      })
    })

    it('an admin sees everyone’s searches', async () => {
      const f = await fixture()
      const first = await read(f, 'admin', 1)
      expect(first.total).toBe(15)
      const names = new Set(
        [...first.entries, ...(await read(f, 'admin', 2)).entries].map((e) => e.user.username),
      )
      expect(names).toEqual(new Set(['ann', 'bob']))
    })

    it('a user who never searched has an empty log with no pages; a page past the end is empty', async () => {
      const f = await fixture()
      expect(await read(f, 'nobody', 1)).toEqual({ entries: [], page: 1, totalPages: 0, total: 0 })
      expect(await read(f, 'bob', 3)).toEqual({ entries: [], page: 3, totalPages: 1, total: 3 })
    })
  })
}
