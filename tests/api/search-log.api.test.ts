import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import { searchHistory } from '../../src/adapters/http-contract/contacts.ts'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import { type LogPage, logPageOf } from '../../src/application/browser/ports/log-page.ts'
import {
  aUser,
  type LoggedSearch,
  logSearches,
} from '../../src/composition/testing/activity-world.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The search log as /admin/log reads it, through the browser's own client over the real routes: ann
// searched 12 times (alternating a person and a company), bob 3 times, a minute apart, at known times.
let api: ApiHarness
const USERS = ['ann', 'bob', 'boss', 'nobody'] as const
type Who = (typeof USERS)[number]
const tokens = {} as Record<Who, string>

const annsSearches = (made: number): LoggedSearch[] =>
  Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? {
          apiName: 'getUserContact',
          requestParams: { linkedInId: `person-${i}` },
          at: made - (100 - i) * 60_000,
        }
      : {
          apiName: 'getCompanyMembers',
          requestParams: { company: `Company ${i}`, domain: `company-${i}.example`, page: 1 + (i % 3) },
          at: made - (100 - i) * 60_000,
        },
  )
const bobsSearches = (made: number): LoggedSearch[] =>
  [1, 2, 3].map((i) => ({
    apiName: 'getUserContact',
    requestParams: { linkedInId: `bob-target-${i}` },
    at: made - (50 - i) * 60_000,
  }))

beforeAll(async () => {
  api = await startApi()
  for (const user of USERS) {
    tokens[user] = await api.token(user, {
      claims: { preferred_username: user },
      roles: user === 'boss' ? ['admin'] : [],
    })
    await aUser(api, tokens[user])
  }
  const made = Date.now()
  await logSearches(api, 'ann', annsSearches(made))
  await logSearches(api, 'bob', bobsSearches(made))
})
afterAll(() => api.close())

const read = async (who: Who, page: number) => {
  const log = contractClient({ searchHistory }, injectTransport(api.app), async () => tokens[who])
  const answer = await log.searchHistory({ query: { page } })
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return logPageOf(answer)
}

const times = (page: LogPage<{ readonly createdAt: string }>) =>
  page.entries.map((e) => Date.parse(e.createdAt))

describe('GET /api/contact/history through the contract client', () => {
  it('pages a user’s own searches, 10 a page, newest first', async () => {
    const first = await read('ann', 1)
    expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([1, 2, 12, 10])
    expect(times(first)).toEqual([...times(first)].sort((a, b) => b - a))
    expect(new Set(first.entries.map((e) => e.user.username))).toEqual(new Set(['ann']))
    const second = await read('ann', 2)
    expect([second.page, second.entries.length]).toEqual([2, 2])
    expect(Math.max(...times(second))).toBeLessThanOrEqual(Math.min(...times(first)))
  })

  it('says what each search asked: a profile id, or a company with its page', async () => {
    const entries = [...(await read('ann', 1)).entries, ...(await read('ann', 2)).entries]
    expect(entries.find((e) => e.requestParams.linkedInId === 'person-0')?.apiName).toBe('getUserContact')
    expect(entries.find((e) => e.requestParams.company === 'Company 1')).toMatchObject({
      apiName: 'getCompanyMembers',
      requestParams: { company: 'Company 1', domain: 'company-1.example', page: 2 },
    })
  })

  it('an admin sees everyone’s searches', async () => {
    const first = await read('boss', 1)
    expect(first.total).toBe(15)
    const names = new Set([...first.entries, ...(await read('boss', 2)).entries].map((e) => e.user.username))
    expect(names).toEqual(new Set(['ann', 'bob']))
  })

  it('a user who never searched has an empty log with no pages; a page past the end is empty', async () => {
    expect(await read('nobody', 1)).toEqual({ entries: [], page: 1, totalPages: 0, total: 0 })
    expect(await read('bob', 3)).toEqual({ entries: [], page: 3, totalPages: 1, total: 3 })
  })
})
