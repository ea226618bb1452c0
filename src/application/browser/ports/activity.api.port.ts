import type * as ContactsCalls from '../../../adapters/http-contract/contacts.ts'
import type * as PaymentCalls from '../../../adapters/http-contract/payment.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The search log: the caller's own searches, or everyone's for an admin; 10 a page, newest first. */
export type SearchLogApi = Api<Pick<typeof ContactsCalls, 'searchHistory'>>

/** The signed-in user's credit log: one line per charge, 20 a page, newest first. */
export type CreditLogApi = Api<Pick<typeof PaymentCalls, 'creditLog'>>

/** One search of GET /contact/history (SPEC §3). */
export type SearchLogEntry = AnswerOfCall<typeof ContactsCalls, 'searchHistory'>['data'][number]

/** One charge of GET /payment/credit-log: what was paid for, with which credit, from which plan. */
export type CreditLogLine = AnswerOfCall<typeof PaymentCalls, 'creditLog'>['data'][number]
