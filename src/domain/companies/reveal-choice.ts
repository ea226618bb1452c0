import { NO_PARTS, type Parts } from '../credits/credit-action.ts'
import { type CreditKind, paysForEmails, paysForPhones } from '../credits/credit-kind.ts'

/** What a member reveal asks for: the API's `want=all|emails|phones`. */
export const REVEAL_WANTS = ['all', 'emails', 'phones'] as const
export type RevealWant = (typeof REVEAL_WANTS)[number]

export const wantedParts = (want: RevealWant): Parts => ({
  emails: want !== 'phones',
  phones: want !== 'emails',
})

/** Parts there are (at least one value) that the user has not revealed yet. */
export const pendingParts = (facts: {
  readonly emails: readonly unknown[]
  readonly phones: readonly unknown[]
  readonly revealed: Parts
}): Parts => ({
  emails: facts.emails.length > 0 && !facts.revealed.emails,
  phones: facts.phones.length > 0 && !facts.revealed.phones,
})

/**
 * The Edit column's choices: only those that would reveal something new. Both parts pending: all three,
 * the full reveal first; one part pending: that part only; nothing pending: none.
 */
export const revealChoices = (pending: Parts): readonly RevealWant[] => {
  if (pending.emails && pending.phones) return REVEAL_WANTS
  if (pending.emails) return ['emails']
  if (pending.phones) return ['phones']
  return []
}

/** A choice kept while it still applies, else the first that does (undefined: nothing to reveal). */
export const effectiveWant = (chosen: RevealWant | undefined, pending: Parts): RevealWant | undefined => {
  const choices = revealChoices(pending)
  return chosen !== undefined && choices.includes(chosen) ? chosen : choices[0]
}

/** What a reveal with this choice pays for: wanted and still pending. */
export const partsToReveal = (want: RevealWant, pending: Parts): Parts => {
  const wanted = wantedParts(want)
  return { emails: wanted.emails && pending.emails, phones: wanted.phones && pending.phones }
}

/**
 * Which of the parts to reveal a quoted cost pays for (PRODUCT.md credits: a lead or free credit pays
 * for everything it is charged for, an email credit for emails, a phone credit for phones). A part it
 * does not pay for stays masked after paying: a partial reveal, said before the user confirms.
 */
export const partsCovered = (toReveal: Parts, chargedKinds: readonly CreditKind[] | null): Parts => {
  if (chargedKinds === null) return NO_PARTS
  return {
    emails: toReveal.emails && chargedKinds.some(paysForEmails),
    phones: toReveal.phones && chargedKinds.some(paysForPhones),
  }
}
