import { validateDiscountAmount } from '../../domain/invitations/discount-amount.ts'
import { validateDistributorEmail } from '../../domain/invitations/distributor-email.ts'
import { validateDistributorName } from '../../domain/invitations/distributor-name.ts'
import { resolveInviteCode } from '../../domain/invitations/invite-code-input.ts'
import type { RandomInt } from '../../domain/shared/random.ts'
import type { InvalidInvitationInput } from './invitation-failures.ts'
import type { InvitationDraft, InviteCodeTaken } from './ports/invitation.repository.port.ts'
import type { Random } from './ports/random.port.ts'

/** The create/edit form as it arrives (POST and PUT /invitation take the same body). */
export type InvitationInput = {
  readonly distributorName: string
  /** Yuan, as a number or as the text of a number input. */
  readonly discountAmount: number | string
  /** Empty or absent: a code is generated (SPEC §5), on edit as on create. */
  readonly inviteCode?: string | null
  readonly distributorEmail?: string | null
  readonly remark?: string | null
}

/** Optional free text: trimmed, and blank means "none", so the list shows no empty strings. */
const optionalText = (input: string | null | undefined): string | null => {
  const text = input?.trim() ?? ''
  return text === '' ? null : text
}

/**
 * Validates the form with the domain's rules and resolves the code (an empty box gets a generated one).
 * The first failure wins, in the form's order: name, code, discount, email.
 */
export const invitationDraft = (
  input: InvitationInput,
  random: RandomInt,
): InvitationDraft | InvalidInvitationInput => {
  const name = validateDistributorName(input.distributorName)
  if (typeof name !== 'string') return name
  const inviteCode = resolveInviteCode(input.inviteCode ?? '', random)
  if (typeof inviteCode !== 'string') return inviteCode
  const discountAmount = validateDiscountAmount(input.discountAmount)
  if (typeof discountAmount !== 'number') return discountAmount
  const email = validateDistributorEmail(input.distributorEmail)
  if (email !== null && typeof email !== 'string') return email
  return {
    distributor: { name, email, remark: optionalText(input.remark) },
    inviteCode,
    discountAmount,
  }
}

// 36^8 codes: a generated code meets a live one about never, but "about never" is not never. A few
// fresh draws make a collision invisible; if every draw collides, the random source is broken, and the
// admin sees "already exists" rather than the service looping.
export const GENERATED_CODE_ATTEMPTS = 5

/**
 * Validates the form and saves it. When the code was generated, a collision draws a new one; a typed
 * code that is taken is the admin's to change, so it is reported at once. Shared by create and edit.
 */
export const saveInvitationDraft = async <Saved>(
  input: InvitationInput,
  random: Random,
  save: (draft: InvitationDraft) => Promise<Saved | InviteCodeTaken>,
): Promise<Saved | InviteCodeTaken | InvalidInvitationInput> => {
  const attempts = (input.inviteCode ?? '').trim() === '' ? GENERATED_CODE_ATTEMPTS : 1
  for (let attempt = 1; ; attempt++) {
    const draft = invitationDraft(input, random.int)
    if ('_tag' in draft) return draft
    const saved = await save(draft)
    const collided =
      typeof saved === 'object' && saved !== null && '_tag' in saved && saved._tag === 'InviteCodeTaken'
    if (!collided || attempt >= attempts) return saved
  }
}
