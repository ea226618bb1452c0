/** Which parts of a person's contact data: emails, phones, or both. */
export type Parts = { readonly emails: boolean; readonly phones: boolean }

export const NO_PARTS: Parts = { emails: false, phones: false }
export const ALL_PARTS: Parts = { emails: true, phones: true }

/** What a user is shown of a person after a reveal: what was seen before stays seen, a part revealed is added. */
export const partsAfter = (already: Parts, revealed: Parts): Parts => ({
  emails: already.emails || revealed.emails,
  phones: already.phones || revealed.phones,
})

/** Whether `after` shows a part `before` did not (a reveal that adds nothing writes nothing). */
export const showsMore = (after: Parts, before: Parts): boolean =>
  after.emails !== before.emails || after.phones !== before.phones

/**
 * Revealing a person (by profile link, or a member in a company's members table). The caller states
 * what the data source holds (`found`) and what this user has already paid to see (`alreadyRevealed`),
 * so the rules can refuse to charge twice or to charge for nothing.
 */
export type RevealAction = {
  /** FindEmail and VerifyEmail are the contact engine's answers: an email part, paid like one. */
  readonly _tag: 'RevealProfile' | 'RevealMember' | 'FindEmail' | 'VerifyEmail'
  readonly wants: Parts
  readonly found: Parts
  readonly alreadyRevealed: Parts
}

/** One page of a company's members; `alreadyPaid`: this user paid for this page in the current period. */
export type ViewMembersPage = {
  readonly _tag: 'ViewMembersPage'
  readonly hasMembers: boolean
  readonly alreadyPaid: boolean
}

export type CreditAction = RevealAction | ViewMembersPage

type RevealInput = { readonly found: Parts; readonly alreadyRevealed?: Parts; readonly wants?: Parts }

const reveal =
  (tag: RevealAction['_tag']) =>
  ({ found, alreadyRevealed = NO_PARTS, wants = ALL_PARTS }: RevealInput): RevealAction => ({
    _tag: tag,
    wants,
    found,
    alreadyRevealed,
  })

export const revealProfile = reveal('RevealProfile')
export const revealMember = reveal('RevealMember')

const EMAILS_ONLY: Parts = { emails: true, phones: false }

/**
 * The finder found an address (PRODUCT.md): paid like an email part (lead, email, then free credit)
 * only when it is worth paying for (`valid` or `accept_all`) and this user has not found it before.
 */
export const findEmail = (worthPaying: boolean, foundBefore: boolean): RevealAction => ({
  _tag: 'FindEmail',
  wants: EMAILS_ONLY,
  found: { emails: worthPaying, phones: false },
  alreadyRevealed: { emails: foundBefore, phones: false },
})

/** A pasted address was verified: paid like an email part when the answer is definite (not `unknown`). */
export const verifyEmail = (definite: boolean): RevealAction => ({
  _tag: 'VerifyEmail',
  wants: EMAILS_ONLY,
  found: { emails: definite, phones: false },
  alreadyRevealed: NO_PARTS,
})

export const viewMembersPage = (hasMembers: boolean, alreadyPaid = false): ViewMembersPage => ({
  _tag: 'ViewMembersPage',
  hasMembers,
  alreadyPaid,
})
