/** Which parts of a person's contact data: emails, phones, or both. */
export type Parts = { readonly emails: boolean; readonly phones: boolean }

export const NO_PARTS: Parts = { emails: false, phones: false }
export const ALL_PARTS: Parts = { emails: true, phones: true }

/**
 * Revealing a person (by profile link, or a member in a company's members table). The caller states
 * what the data source holds (`found`) and what this user has already paid to see (`alreadyRevealed`),
 * so the rules can refuse to charge twice or to charge for nothing.
 */
export type RevealAction = {
  readonly _tag: 'RevealProfile' | 'RevealMember'
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

export const viewMembersPage = (hasMembers: boolean, alreadyPaid = false): ViewMembersPage => ({
  _tag: 'ViewMembersPage',
  hasMembers,
  alreadyPaid,
})
