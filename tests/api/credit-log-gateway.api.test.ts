import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosCreditLogGateway } from '../../src/adapters/browser/http/axios-credit-log.gateway.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { credits } from '../../src/domain/credits/credits.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { CHARGES, creditLogGatewayContract } from '../contract/credit-log-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { anInvitation } from './payment-flow.support.ts'

// The browser's credit-log gateway against the real service over HTTP: what /admin/credits uses.
let api: ApiHarness
let gateway: AxiosCreditLogGateway
let spender: string
let nobody: string

/** The user buys a Basic profile packet for nothing (an invite code above its price). */
const withPacket = async (token: string) => {
  const placed = await api.call('POST', '/api/payment/order', {
    as: { token },
    body: { plan: 'PACKET_PROFILE_BASIC', inviteCode: 'CREDITLOG-FREE' },
  })
  if (placed.json().status !== 'PAID') throw new Error(`packet not paid: ${placed.body}`)
}

/** Makes CHARGES through the ledger, one minute apart, each paid from the bucket of its plan. */
const charge = async (user: string) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  const start = Date.now() - CHARGES.length * 60_000
  for (const [i, line] of CHARGES.entries())
    await ledger.charge(user, (buckets) => {
      const payer = buckets.find((b) => b.kind === line.kind && b.source === line.planType)
      if (payer === undefined) throw new Error(`no ${line.kind} bucket from ${line.planType}`)
      return {
        _tag: 'Charge',
        buckets: buckets.map((b) => (b === payer ? { ...b, used: credits(b.used + line.quantity) } : b)),
        charges: [{ bucketId: payer.id, kind: line.kind, quantity: credits(line.quantity) }],
        ledgerAction: line.action,
        reference: line.reference,
        at: instant(start + i * 60_000),
        result: null,
      }
    })
}

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosCreditLogGateway(createApiClient(`http://127.0.0.1:${port}`))
  await anInvitation(api, 'CREDITLOG-FREE', 5000)
  spender = await api.token('spender')
  await withPacket(spender)
  await charge('spender')
  nobody = await api.token('saver')
})
afterAll(() => api.close())

creditLogGatewayContract('axios over HTTP', async () => ({ gateway, spender, nobody }))
