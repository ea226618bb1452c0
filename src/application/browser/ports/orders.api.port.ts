import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as OrdersCalls from '../../../adapters/http-contract/orders.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** Orders after the sale: every order and refunds (administrators), one's own payments and receipts. */
export type OrdersApi = Api<typeof OrdersCalls>

/** An order as the orders page, the payments list and a receipt show it; money in fen, dates ISO 8601. */
export type OrderSummary = AnswerOfCall<typeof OrdersCalls, 'ownOrders'>['data'][number]

export type OrderReceipt = AnswerOfCall<typeof OrdersCalls, 'orderReceipt'>

export type RefundOutcome = AnswerOfCall<typeof OrdersCalls, 'refundOrder'>

type ListQuery = NonNullable<InputOf<typeof OrdersCalls.listOrders>['query']>

/** The orders page's filters: status and days (`yyyy-mm-dd`, both included); absent when not chosen. */
export type OrderFilters = { readonly [K in Exclude<keyof ListQuery, 'page'>]?: ListQuery[K] | undefined }
