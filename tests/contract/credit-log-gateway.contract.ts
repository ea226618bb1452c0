import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type {
  CreditLogGateway,
  CreditLogLine,
} from '../../src/application/browser/ports/credit-log.gateway.port.ts'

/**
 * The charges every fixture makes before the contract runs, oldest first: 22 profile reveals paid from
 * a PACKET_PROFILE_BASIC lead credit, then 3 members pages paid from the FREE trial.
 */
export const CHARGES: readonly Omit<CreditLogLine, 'id' | 'at'>[] = [
  ...Array.from({ length: 22 }, (_, i) => ({
    kind: 'lead' as const,
    quantity: 1,
    action: 'RevealProfile',
    reference: `person-${i}`,
    planType: 'PACKET_PROFILE_BASIC' as const,
  })),
  ...[1, 2, 3].map((page) => ({
    kind: 'free' as const,
    quantity: 1,
    action: 'ViewMembersPage',
    reference: `company-1#${page}`,
    planType: 'FREE' as const,
  })),
]

export type CreditLogFixture = {
  readonly gateway: CreditLogGateway
  /** Access tokens: the user who made CHARGES (one minute apart), and a user who never spent. */
  readonly spender: string
  readonly nobody: string
}

const read = async (gateway: CreditLogGateway, token: string, page: number) => {
  const answer = await gateway.page(token, page)
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return answer
}

/** What every CreditLogGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const creditLogGatewayContract = (name: string, fixture: () => Promise<CreditLogFixture>) => {
  describe(`CreditLogGateway contract: ${name}`, () => {
    it('pages the user’s charges, 20 a page, newest first', async () => {
      const { gateway, spender } = await fixture()
      const first = await read(gateway, spender, 1)
      expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([1, 2, 25, 20])
      expect(first.entries.slice(0, 3).map((l) => l.reference)).toEqual([
        'company-1#3',
        'company-1#2',
        'company-1#1',
      ])
      const second = await read(gateway, spender, 2)
      expect(second.entries.map((l) => l.reference)).toEqual([
        'person-4',
        'person-3',
        'person-2',
        'person-1',
        'person-0',
      ])
    })

    it('each line says what was paid for, with which credit, how many, and from which plan', async () => {
      const { gateway, spender } = await fixture()
      const { entries } = await read(gateway, spender, 1)
      expect(entries.find((l) => l.reference === 'person-21')).toMatchObject({
        kind: 'lead',
        quantity: 1,
        action: 'RevealProfile',
        planType: 'PACKET_PROFILE_BASIC',
      })
      expect(entries[0]).toMatchObject({ kind: 'free', action: 'ViewMembersPage', planType: 'FREE' })
      expect(new Set(entries.map((l) => l.id)).size).toBe(entries.length)
    })

    it('a user who never spent has an empty log with no pages', async () => {
      const { gateway, nobody } = await fixture()
      expect(await read(gateway, nobody, 1)).toEqual({ entries: [], page: 1, totalPages: 0, total: 0 })
    })
  })
}
