import { describe, expect, it } from 'vitest'
import type { UserAdminGateway } from '../../src/application/browser/ports/user-admin.gateway.port.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'

export type UserAdminGatewayFixture = {
  readonly gateway: UserAdminGateway
  /** An administrator's access token. */
  readonly token: string
  /** How many users the service holds (more than one page of 10). */
  readonly total: number
  /** Ids of users on the FREE trial (10 free credits, nothing else), one per test that grants. */
  readonly freeUsers: readonly string[]
}

const pageOf = async (f: UserAdminGatewayFixture, page: number) => {
  const result = await f.gateway.list(f.token, page)
  if ('_tag' in result) throw new Error(`page ${page} not listed: ${JSON.stringify(result)}`)
  return result
}

const userOf = async (f: UserAdminGatewayFixture, id: string) => {
  for (let page = 1; page <= Math.ceil(f.total / 10); page++) {
    const found = (await pageOf(f, page)).users.find((u) => u.id === id)
    if (found !== undefined) return found
  }
  throw new Error(`user ${id} not listed`)
}

/** What every UserAdminGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const userAdminGatewayContract = (name: string, fixture: () => Promise<UserAdminGatewayFixture>) => {
  describe(`UserAdminGateway contract: ${name}`, () => {
    it('lists users 10 a page, newest first, each once, with role, plan and credits left', async () => {
      const f = await fixture()
      const pages = Math.ceil(f.total / 10)
      const first = await pageOf(f, 1)
      expect(first).toMatchObject({ total: f.total, totalPages: pages })
      expect(first.users).toHaveLength(10)
      const all = []
      for (let page = 1; page <= pages; page++) all.push(...(await pageOf(f, page)).users)
      expect(new Set(all.map((u) => u.id)).size).toBe(f.total)
      const times = all.map((u) => u.createdAt)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect((await pageOf(f, pages + 1)).users).toEqual([])
      const trial = all.find((u) => u.id === f.freeUsers[0])
      expect(trial).toMatchObject({
        role: 'user',
        planType: 'FREE',
        credits: { free: 10, email: 0, phone: 0, search: 0 },
      })
    })

    it('a grant adds to the credits left (lead counts for email and phone) and shows CUSTOM as the plan', async () => {
      const f = await fixture()
      const id = f.freeUsers[1] ?? ''
      const granted = await f.gateway.grantCredits(f.token, id, {
        grants: [
          { kind: 'lead', quantity: 50 },
          { kind: 'search', quantity: 20 },
        ],
        days: 90,
        price: yuanToFen(999.5),
      })
      expect(granted).toMatchObject({
        id,
        planType: 'CUSTOM',
        credits: { free: 10, email: 50, phone: 50, search: 20 },
      })
      expect(await userOf(f, id)).toEqual(granted)
    })

    it('grants add up, with no validity (Forever) and no price', async () => {
      const f = await fixture()
      const id = f.freeUsers[2] ?? ''
      await f.gateway.grantCredits(f.token, id, { grants: [{ kind: 'email', quantity: 5 }] })
      const second = await f.gateway.grantCredits(f.token, id, {
        grants: [
          { kind: 'email', quantity: 7 },
          { kind: 'phone', quantity: 1 },
          { kind: 'free', quantity: 3 },
        ],
      })
      expect(second).toMatchObject({ credits: { free: 13, email: 12, phone: 1, search: 0 } })
    })

    it('an admin sets a CUSTOM user’s API rate limit and clears it; the list shows it', async () => {
      const f = await fixture()
      const id = f.freeUsers[3] ?? ''
      expect(await userOf(f, id)).toMatchObject({ customPlan: false, apiRateLimit: null })
      expect(await f.gateway.setApiRateLimit(f.token, id, 2500)).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 409,
        code: 'CUSTOM_PLAN_REQUIRED',
      })
      await f.gateway.grantCredits(f.token, id, { grants: [{ kind: 'lead', quantity: 1 }] })
      const set = await f.gateway.setApiRateLimit(f.token, id, 2500)
      expect(set).toMatchObject({ id, customPlan: true, apiRateLimit: 2500 })
      expect(await userOf(f, id)).toEqual(set)
      for (const bad of [0, -5, 2.5, 6001])
        expect(await f.gateway.setApiRateLimit(f.token, id, bad), `${bad}`).toMatchObject({
          _tag: 'ApiCallFailed',
          status: 400,
          code: 'INVALID_API_RATE_LIMIT',
        })
      expect(await f.gateway.setApiRateLimit(f.token, id, null)).toMatchObject({ apiRateLimit: null })
      expect(await f.gateway.setApiRateLimit(f.token, 'nobody-here', null)).toMatchObject({
        status: 404,
        code: 'USER_NOT_FOUND',
      })
    })

    it('answers 404 USER_NOT_FOUND for an unknown user, 400 for a grant of nothing', async () => {
      const f = await fixture()
      expect(
        await f.gateway.grantCredits(f.token, 'nobody-here', { grants: [{ kind: 'lead', quantity: 1 }] }),
      ).toMatchObject({ _tag: 'ApiCallFailed', status: 404, code: 'USER_NOT_FOUND' })
      expect(await f.gateway.grantCredits(f.token, f.freeUsers[0] ?? '', { grants: [] })).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 400,
        code: 'INVALID_REQUEST',
      })
    })
  })
}
