// Test support, not product code: mail in the service's outbox, sent the way the opt-out area sends it
// (a request mails only an address the data holds, so the message is handed to the area's sender).
import { bilingualOptOutMail } from '../../adapters/server/mail/opt-out-mail-wording.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { OptOutTokens } from '../server/opt-out.area.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'

/** Sends an opt-out confirmation to `to` whose link is `link`, in English. */
export const sendOptOutMail = async (api: InProcessApi, to: string, link: string) => {
  const sender = await api.container.getAsync(OptOutTokens.MailSender)
  await sender.send(
    bilingualOptOutMail.confirmation({
      to,
      language: 'en',
      brandName: 'LeadLens',
      profileId: to.split('@')[0] as ProfileId,
      link,
      lifetimeHours: 24,
    }),
  )
}
