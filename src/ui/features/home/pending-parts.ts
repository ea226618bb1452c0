import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'

/** What is left to pay for: parts the service holds that the user has not revealed. */
export const pendingOf = (p: ProfileContacts) => ({
  emails: p.available.emails > 0 && !p.revealed.emails,
  phones: p.available.phones > 0 && !p.revealed.phones,
})
