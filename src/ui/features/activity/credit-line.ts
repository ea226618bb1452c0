import type { CreditLogLine } from '../../../application/browser/ports/activity.api.port.ts'
import { normaliseProfileId, type ProfileId } from '../../../domain/profiles/profile-id.ts'

const KNOWN_ACTIONS = [
  'RevealProfile',
  'RevealMember',
  'ViewMembersPage',
  'FindEmail',
  'VerifyEmail',
  // A credit given back for a reported bounce (issue 19 §4): its reference is what it paid for.
  'BounceRefund',
] as const
type KnownAction = (typeof KNOWN_ACTIONS)[number]

/** The i18n key naming an action; null for one this page does not know yet (shown as sent). */
export const actionKey = (action: string): `activity.creditLog.actions.${KnownAction}` | null =>
  (KNOWN_ACTIONS as readonly string[]).includes(action)
    ? `activity.creditLog.actions.${action as KnownAction}`
    : null

export type ChargedFor =
  | { readonly type: 'profile'; readonly profileId: ProfileId }
  /** The service names a members page `<company id>#<page>`. */
  | { readonly type: 'membersPage'; readonly company: string; readonly page: number }
  | { readonly type: 'text'; readonly text: string }
  | null

const MEMBERS_PAGE = /^(.+)#(\d+)$/

/** What a charge paid for, from its action and reference. */
export const chargedFor = ({ action, reference }: CreditLogLine): ChargedFor => {
  if (reference === null || reference.trim() === '') return null
  if (action === 'RevealProfile' || action === 'RevealMember' || action === 'BounceRefund') {
    const id = normaliseProfileId(reference)
    if (typeof id === 'string') return { type: 'profile', profileId: id }
  }
  const page = action === 'ViewMembersPage' ? MEMBERS_PAGE.exec(reference) : null
  if (page?.[1] !== undefined && page[2] !== undefined)
    return { type: 'membersPage', company: page[1], page: Number(page[2]) }
  return { type: 'text', text: reference }
}
