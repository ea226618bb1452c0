import type { ConfirmRemoval } from '../../application/browser/confirm-removal.use-case.ts'
import type { ListOutboxMail } from '../../application/browser/list-outbox-mail.use-case.ts'
import type { RequestRemoval } from '../../application/browser/request-removal.use-case.ts'
import { token } from '../token.ts'

/** The public opt-out page and the admins' outbox (bound in opt-out.bindings.ts). */
export const OptOutTokens = {
  RequestRemoval: token<RequestRemoval>('RequestRemoval'),
  ConfirmRemoval: token<ConfirmRemoval>('ConfirmRemoval'),
  ListOutboxMail: token<ListOutboxMail>('ListOutboxMail'),
} as const
