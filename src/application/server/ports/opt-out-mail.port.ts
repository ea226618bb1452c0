import type { Language } from '../../../domain/preferences/language.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { OutgoingMail } from './mail.port.ts'

export type ConfirmationMailInput = {
  readonly to: string
  readonly language: Language
  readonly brandName: string
  readonly profileId: ProfileId
  /** The web app's confirmation page with the token: following it confirms nothing by itself. */
  readonly link: string
  readonly lifetimeHours: number
}

/**
 * The words of the opt-out mail, in the language the request was made in. The use case decides who
 * gets which link and for how long; how that reads (subject, greeting, language) is the mail adapter's.
 */
export interface OptOutMailWording {
  confirmation(input: ConfirmationMailInput): OutgoingMail
}
