import type * as ContactsCalls from '../../../adapters/http-contract/contacts.ts'
import type * as EmailCalls from '../../../adapters/http-contract/email.ts'
import type { AnswerOfCall, Api, FailureCodeOf } from './api.port.ts'

/**
 * The contacts calls (SPEC §3): a person looked up masked with the cost, then revealed; company search
 * and members pages (the companies area uses the same module).
 */
export type ContactsApi = Api<typeof ContactsCalls>

/** "Report a bounce" next to a revealed email: the one call of the email area the reveal card makes. */
export type BounceApi = Api<Pick<typeof EmailCalls, 'reportBounce'>>

/**
 * A person as GET /contact/profile/{id} answers: parts not paid for come masked, so the user sees what
 * there is (`available`) and what revealing it costs (`cost`, null when no credit can pay) before paying.
 */
export type ProfileContacts = AnswerOfCall<typeof ContactsCalls, 'revealProfile'>

/** A revealed email's verdict (`status`), when it was reached, and whether a re-check is on its way. */
export type EmailDetail = ProfileContacts['emailDetails'][number]

/** A price in credits, itemised by the kind of credit that pays (PRODUCT.md: the cost shown first). */
export type CreditCost = ProfileContacts['charged']

/** Which parts of a person's contacts the user may see in full. */
export type ContactParts = ProfileContacts['revealed']

/** The codes a look-up or a reveal may fail with: the UI compares only with these. */
export type ProfileFailureCode = FailureCodeOf<typeof ContactsCalls, 'revealProfile'>

/** What "Report a bounce" found: the re-check made at once, and the credit given back (none: 0). */
export type BounceReport = AnswerOfCall<typeof EmailCalls, 'reportBounce'>

export type BounceFailureCode = FailureCodeOf<typeof EmailCalls, 'reportBounce'>
