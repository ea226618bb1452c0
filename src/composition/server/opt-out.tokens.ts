import type { ConfirmOptOut } from '../../application/server/confirm-opt-out.use-case.ts'
import type { ListOutbox } from '../../application/server/list-outbox.use-case.ts'
import type { ContactEraser } from '../../application/server/ports/contact-eraser.port.ts'
import type { MailOutbox, MailSender } from '../../application/server/ports/mail.port.ts'
import type { SuppressionList } from '../../application/server/ports/suppression-list.repository.port.ts'
import type { RequestOptOut } from '../../application/server/request-opt-out.use-case.ts'
import { token } from '../token.ts'

/** Opt-out: the mail port and its outbox, the suppression list, and the use cases (opt-out.bindings.ts). */
export const OptOutServerTokens = {
  MailSender: token<MailSender>('MailSender'),
  MailOutbox: token<MailOutbox>('MailOutbox'),
  SuppressionList: token<SuppressionList>('SuppressionList'),
  ContactEraser: token<ContactEraser>('ContactEraser'),
  RequestOptOut: token<RequestOptOut>('RequestOptOut'),
  ConfirmOptOut: token<ConfirmOptOut>('ConfirmOptOut'),
  ListOutbox: token<ListOutbox>('ListOutbox'),
} as const
