// Test support, not product code: the logs a user's activity writes, made on the real service. Charges
// and searches are written through the service's own ports (the ledger and the search log, as reveals
// and members pages write them) because a page of the log needs lines at known times and costs, which a
// reveal of the demo data cannot promise; the plans that pay for them are bought through the real calls.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as User from '../../adapters/http-contract/user.ts'
import { isCallFailure } from '../../application/browser/ports/api-call-failed.ts'
import type { SearchApiName } from '../../application/server/ports/search-log.repository.port.ts'
import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import { credits } from '../../domain/credits/credits.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import { instant } from '../../domain/shared/instant.ts'
import { ServerTokens as T } from '../tokens.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'

/** The service meets the holder of `token` (its first call makes the user, named by the token's claims). */
export const aUser = async (api: InProcessApi, token: string) => {
  const answer = await contractClient(User, injectTransport(api.app), async () => token).userInfo()
  if (isCallFailure(answer)) throw new Error(`the user was not made: ${JSON.stringify(answer)}`)
}

export type LoggedSearch = {
  readonly apiName: SearchApiName
  readonly requestParams: Readonly<Record<string, string | number>>
  /** Epoch milliseconds. */
  readonly at: number
}

/** Writes searches into the user's search log at the given times. */
export const logSearches = async (api: InProcessApi, userId: string, searches: readonly LoggedSearch[]) => {
  const log = await api.container.getAsync(T.SearchLog)
  for (const { apiName, requestParams, at } of searches)
    await log.append({ userId, apiName, requestParams, createdAt: instant(at) })
}

export type Charge = {
  readonly kind: CreditKind
  readonly action: string
  readonly reference: string | null
  /** The plan whose credit pays: the user must hold a bucket of this kind from it. */
  readonly paidBy: PlanType
  /** Epoch milliseconds. */
  readonly at: number
}

/** Charges one credit per line, each from the user's bucket of its kind and plan, as a reveal does. */
export const charge = async (api: InProcessApi, userId: string, lines: readonly Charge[]) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  for (const line of lines)
    await ledger.charge(userId, (buckets) => {
      const payer = buckets.find((b) => b.kind === line.kind && b.source === line.paidBy)
      if (payer === undefined) throw new Error(`no ${line.kind} credit from ${line.paidBy}`)
      return {
        _tag: 'Charge',
        buckets: buckets.map((b) => (b === payer ? { ...b, used: credits(b.used + 1) } : b)),
        charges: [{ bucketId: payer.id, kind: line.kind, quantity: credits(1) }],
        ledgerAction: line.action,
        reference: line.reference,
        at: instant(line.at),
        result: null,
      }
    })
}
