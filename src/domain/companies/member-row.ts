import { whatsappLink } from '../contacts/whatsapp-link.ts'
import type { Parts } from '../credits/credit-action.ts'
import { pendingParts, type RevealWant, revealChoices } from './reveal-choice.ts'

/** A member as the members response gives it (SPEC §3 Member), contacts masked where not revealed. */
export type MemberFacts = {
  readonly name: string
  readonly title: string | null
  readonly companyName: string
  readonly emails: readonly string[]
  readonly phones: readonly string[]
  readonly whatsappValid: boolean
  readonly revealed: Parts
}

/** One kind of contact in a row: the values and whether they are shown in full. */
export type ContactCell = { readonly values: readonly string[]; readonly revealed: boolean }

/** A row of the members table. Every `null` is shown as N/A (SPEC §2: empty values show N/A). */
export type MemberRow = {
  readonly title: string | null
  readonly name: string | null
  readonly company: string | null
  readonly emails: ContactCell | null
  readonly phones: ContactCell | null
  /** The chat link of the first phone, once phones are revealed and it is on WhatsApp. */
  readonly chat: string | null
  readonly pending: Parts
  readonly choices: readonly RevealWant[]
}

const text = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

const present = (values: readonly string[]) => values.filter((value) => value.trim() !== '')

const cell = (values: readonly string[], revealed: boolean): ContactCell | null =>
  values.length === 0 ? null : { values, revealed }

export const memberRow = (member: MemberFacts): MemberRow => {
  const emails = present(member.emails)
  const phones = present(member.phones)
  const pending = pendingParts({ emails, phones, revealed: member.revealed })
  const firstPhone = phones[0]
  return {
    title: text(member.title),
    name: text(member.name),
    company: text(member.companyName),
    emails: cell(emails, member.revealed.emails),
    phones: cell(phones, member.revealed.phones),
    // SPEC §7: messaging links open the chat with the first phone number; a masked one has no link.
    chat:
      member.revealed.phones && member.whatsappValid && firstPhone !== undefined
        ? whatsappLink(firstPhone)
        : null,
    pending,
    choices: revealChoices(pending),
  }
}
