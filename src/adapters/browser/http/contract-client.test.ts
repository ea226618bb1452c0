import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FailureCodeOf } from '../../../application/browser/ports/api.port.ts'
import * as OrdersCalls from '../../http-contract/orders.ts'
import * as PublicCalls from '../../http-contract/public.ts'
import { contractClient } from './contract-client.ts'
import type { Transport, WireRequest, WireResponse } from './wire-transport.ts'

// The contract client over a scripted transport (a test double of the transport port): what it sends
// for a call, and how it reads each kind of answer. Pages and API tests run it over the real routes.

const json = (status: number, body: unknown, headers: Record<string, string> = {}): WireResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  bytes: new TextEncoder().encode(JSON.stringify(body)),
})

const scripted = (answer: (request: WireRequest) => WireResponse | Awaited<ReturnType<Transport>>) => {
  const sent: WireRequest[] = []
  const transport: Transport = async (request) => {
    sent.push(request)
    return answer(request)
  }
  return { sent, transport }
}

const ROW = {
  orderId: 'o-1',
  userId: 'u-1',
  username: 'ada',
  email: null,
  planType: 'MONTHLY_PRO',
  status: 'PAID',
  originalAmount: 350,
  discountAmount: 50,
  finalAmount: 300,
  currency: 'CNY',
  inviteCode: 'SPRING',
  provider: 'sandbox',
  paymentMethod: 'sandbox',
  createdAt: '2026-05-01T08:00:00.000Z',
  closedAt: null,
  refundedAt: null,
}

describe('the contract client', () => {
  it('sends a call in its wire form with the bearer token, and decodes the answer (yuan to fen)', async () => {
    const wire = scripted(() => json(200, { data: [ROW], meta: { page: 2, totalPages: 2, total: 21 } }))
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    const answer = await api.listOrders({ query: { page: 2, status: 'PAID' } })
    expect(wire.sent).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/admin/orders?page=2&status=PAID',
        headers: expect.objectContaining({ authorization: 'Bearer token-1' }),
      }),
    ])
    expect(answer).toMatchObject({
      data: [{ finalAmount: 30_000, discountAmount: 5_000 }],
      meta: { total: 21 },
    })
  })

  it('drops fields a newer service adds, so an older page keeps working', async () => {
    const wire = scripted(() => json(200, { data: [{ ...ROW, loyaltyTier: 'gold' }], added: true }))
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    const answer = await api.ownOrders()
    expect(answer).toMatchObject({ data: [{ orderId: 'o-1' }] })
    expect(JSON.stringify(answer)).not.toContain('gold')
  })

  it('fills and escapes path parameters', async () => {
    const wire = scripted(() =>
      json(404, { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'No such order' }),
    )
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    const answer = await api.orderReceipt({ params: { orderId: 'a/b c' } })
    expect(wire.sent[0]?.url).toBe('/api/payment/orders/a%2Fb%20c/receipt')
    expect(answer).toEqual({
      _tag: 'ApiCallFailed',
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'No such order',
    })
  })

  it('makes no call that needs a token when none can be had', async () => {
    const wire = scripted(() => json(200, {}))
    const api = contractClient(OrdersCalls, wire.transport, async () => ({ _tag: 'NotAuthenticated' }))
    expect(await api.ownOrders()).toEqual({ _tag: 'TokenUnavailable' })
    expect(wire.sent).toEqual([])
  })

  it('makes a public call without asking for a token', async () => {
    let asked = 0
    const wire = scripted(() => json(200, { totalPeople: 10, totalCompanies: 2, totalEmails: 7 }))
    const api = contractClient(PublicCalls, wire.transport, async () => {
      asked += 1
      return 'token-1'
    })
    await api.stats()
    expect(asked).toBe(0)
    expect(wire.sent[0]?.headers.authorization).toBeUndefined()
  })

  it('does not send input its schema refuses: the answer is the 400 the service would give', async () => {
    const wire = scripted(() => json(200, {}))
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    const answer = await api.listOrders({ query: { page: 1, from: 'yesterday' } })
    expect(answer).toMatchObject({ _tag: 'ApiCallFailed', status: 400, code: 'INVALID_REQUEST' })
    expect(wire.sent).toEqual([])
  })

  it('reads a success of an unexpected shape as a failure with its status and no code', async () => {
    const wire = scripted(() => json(200, { data: 'not a list' }))
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    expect(await api.ownOrders()).toEqual({
      _tag: 'ApiCallFailed',
      status: 200,
      message: 'an answer of an unexpected shape',
    })
  })

  it('reads a refusal without a JSON body (a proxy’s page) as its status alone', async () => {
    const wire = scripted(() => ({
      status: 502,
      headers: {},
      bytes: new TextEncoder().encode('<html>Bad gateway'),
    }))
    const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
    expect(await api.ownOrders()).toEqual({ _tag: 'ApiCallFailed', status: 502 })
  })

  it('reports no answer at all as network or timeout, never throwing', async () => {
    for (const unanswered of ['network', 'timeout'] as const) {
      const wire = scripted(() => ({ unanswered, message: 'gone' }))
      const api = contractClient(OrdersCalls, wire.transport, async () => 'token-1')
      expect(await api.ownOrders()).toEqual({ _tag: 'ApiCallFailed', status: unanswered, message: 'gone' })
    }
  })

  it('answers a binary call with its bytes and the name the service gave them', async () => {
    const bytes = new Uint8Array([80, 75, 3, 4])
    const wire = scripted(() => ({
      status: 200,
      headers: { 'content-disposition': `attachment; filename*=UTF-8''leadlens%20extension.zip` },
      bytes,
    }))
    const api = contractClient(PublicCalls, wire.transport, async () => 'token-1')
    expect(await api.extensionDownload()).toEqual({ filename: 'leadlens extension.zip', bytes })
  })

  it('knows a module’s calls only: its schemas and constants are not calls', () => {
    const api = contractClient(OrdersCalls, scripted(() => json(200, {})).transport, async () => 'token-1')
    expect(typeof api.listOrders).toBe('function')
    expect((api as unknown as Record<string, unknown>).OrderRow).toBeUndefined()
  })

  it('types a failure’s code by the call: its own codes and the door’s, nothing else', () => {
    type RefundCode = FailureCodeOf<typeof OrdersCalls, 'refundOrder'>
    expectTypeOf<'NOT_REFUNDABLE'>().toExtend<RefundCode>()
    expectTypeOf<'ORDER_NOT_FOUND'>().toExtend<RefundCode>()
    expectTypeOf<'FORBIDDEN'>().toExtend<RefundCode>()
    // A code the call does not document is a compile error where a page compares it.
    expectTypeOf<'NOT_REFUNDED'>().not.toExtend<RefundCode>()
    expectTypeOf<'CREDITS_EXCEEDED'>().not.toExtend<RefundCode>()
  })
})
