import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../../domain/orders/order.ts'
import { parseOrdersSearch, STATUSES } from './orders-search.ts'

describe('the orders page address', () => {
  it('knows every order status', () => {
    expect(STATUSES).toEqual(ORDER_STATUSES)
  })

  it('keeps a page, a status and real days; drops anything else', () => {
    expect(parseOrdersSearch({ page: '3', status: 'PAID', from: '2026-01-02', to: '2026-13-01' })).toEqual({
      page: 3,
      status: 'PAID',
      from: '2026-01-02',
    })
    expect(parseOrdersSearch({ page: 'x', status: 'paid', from: '2026-1-2', to: 5 })).toEqual({})
  })
})
