import type {
  InvitationCode,
  InvitationCodeForm,
} from '../../../application/browser/ports/invitations.api.port.ts'
import { validateDiscountAmount } from '../../../domain/invitations/discount-amount.ts'
import { validateDistributorEmail } from '../../../domain/invitations/distributor-email.ts'
import { validateDistributorName } from '../../../domain/invitations/distributor-name.ts'
import { normaliseInviteCode } from '../../../domain/invitations/invite-code.ts'
import { validateTypedInviteCode } from '../../../domain/invitations/invite-code-input.ts'
import { REMARK_MAX_LENGTH } from '../../../domain/invitations/remark.ts'
import { fenToYuan } from '../../../domain/shared/money.ts'
import { invitationFieldMessageKey } from './invitation-field-messages.ts'

/** The create/edit dialog's fields, as typed. */
export type InvitationFormValues = {
  readonly distributorName: string
  readonly distributorEmail: string
  readonly remark: string
  readonly discountAmount: string
  readonly inviteCode: string
}

export type InvitationField = keyof InvitationFormValues

/** Per field, the i18n key of what is wrong with it. */
export type InvitationFormErrors = Partial<Record<InvitationField, string>>

export type InvitationFormReading =
  | { readonly _tag: 'Valid'; readonly form: InvitationCodeForm }
  | { readonly _tag: 'Invalid'; readonly errors: InvitationFormErrors }

/** The order fields are shown in, so focus can go to the first one in error. */
export const INVITATION_FIELDS: readonly InvitationField[] = [
  'distributorName',
  'distributorEmail',
  'remark',
  'discountAmount',
  'inviteCode',
]

export const emptyInvitationForm: InvitationFormValues = {
  distributorName: '',
  distributorEmail: '',
  remark: '',
  discountAmount: '',
  inviteCode: '',
}

/** An existing invitation as the edit dialog starts: every field, so an edit replaces all of them. */
export const invitationFormOf = (invitation: InvitationCode): InvitationFormValues => ({
  distributorName: invitation.distributor.name,
  distributorEmail: invitation.distributor.email ?? '',
  remark: invitation.distributor.remark ?? '',
  discountAmount: String(fenToYuan(invitation.discountAmount)),
  inviteCode: invitation.inviteCode,
})

/**
 * Checks the form with the domain's rules, the same the service applies, so a mistake is named beside its
 * field before anything is sent. An empty code is sent empty: the service generates one (and draws
 * again on a collision, which it alone can see).
 */
export const readInvitationForm = (values: InvitationFormValues): InvitationFormReading => {
  const errors: InvitationFormErrors = {}
  const name = validateDistributorName(values.distributorName)
  if (typeof name !== 'string') errors.distributorName = invitationFieldMessageKey(name)
  const email = validateDistributorEmail(values.distributorEmail)
  if (email !== null && typeof email !== 'string') errors.distributorEmail = invitationFieldMessageKey(email)
  const remark = values.remark.trim()
  if ([...remark].length > REMARK_MAX_LENGTH) errors.remark = 'invitations.form.remarkTooLong'
  const discount = validateDiscountAmount(values.discountAmount)
  if (typeof discount !== 'number') errors.discountAmount = invitationFieldMessageKey(discount)
  const typed = normaliseInviteCode(values.inviteCode)
  const code = typed === '' ? '' : validateTypedInviteCode(typed)
  if (typeof code !== 'string') errors.inviteCode = invitationFieldMessageKey(code)
  if (
    Object.keys(errors).length > 0 ||
    typeof name !== 'string' ||
    typeof discount !== 'number' ||
    typeof code !== 'string' ||
    (email !== null && typeof email !== 'string')
  )
    return { _tag: 'Invalid', errors }
  return {
    _tag: 'Valid',
    form: {
      distributorName: name,
      // Checked in fen by the domain's rule; the wire takes yuan.
      discountAmount: fenToYuan(discount),
      inviteCode: code,
      distributorEmail: email,
      remark: remark === '' ? null : remark,
    },
  }
}
