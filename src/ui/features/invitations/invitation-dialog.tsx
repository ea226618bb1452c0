import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvitationCode } from '../../../application/browser/ports/invitations.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { toast } from '../toast/toast.ts'
import { InvitationFields } from './invitation-fields.tsx'
import {
  emptyInvitationForm,
  INVITATION_FIELDS,
  type InvitationField,
  type InvitationFormErrors,
  type InvitationFormValues,
  invitationFormOf,
  readInvitationForm,
} from './invitation-form.ts'
import { useCreateInvitationCode, useUpdateInvitationCode } from './use-invitations.ts'

/**
 * Create (no `invitation`) or edit an invite code. Mistakes are named beside their fields, in the reader's
 * language, before anything is sent; what the service still refuses (a code already taken) is toasted
 * with its own message (SPEC §8). The dialog closes on success.
 */
export const InvitationDialog = ({
  invitation,
  onClose,
}: {
  invitation: InvitationCode | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const create = useCreateInvitationCode()
  const update = useUpdateInvitationCode()
  const [values, setValues] = useState<InvitationFormValues>(
    invitation === null ? emptyInvitationForm : invitationFormOf(invitation),
  )
  const [errors, setErrors] = useState<InvitationFormErrors>({})
  const [checked, setChecked] = useState(false)
  const pending = create.isPending || update.isPending

  const change = (field: InvitationField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // After the first attempt, errors follow the typing, so a fixed field clears at once.
    if (checked) {
      const reading = readInvitationForm(next)
      setErrors(reading._tag === 'Invalid' ? reading.errors : {})
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    const reading = readInvitationForm(values)
    if (reading._tag === 'Invalid') {
      setErrors(reading.errors)
      const first = INVITATION_FIELDS.find((field) => reading.errors[field] !== undefined)
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setErrors({})
    const done = (key: string) => () => {
      toast.success(t(key))
      onClose()
    }
    if (invitation === null) create.mutate(reading.form, { onSuccess: done('invitations.toast.created') })
    else
      update.mutate(
        { id: invitation.id, form: reading.form },
        { onSuccess: done('invitations.toast.updated') },
      )
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-lg max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <DialogTitle>
          {t(invitation === null ? 'invitations.form.createTitle' : 'invitations.form.editTitle')}
        </DialogTitle>
        <DialogDescription>{t('invitations.form.description')}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <InvitationFields values={values} errors={errors} onChange={change} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t('invitations.form.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending
                ? t('invitations.form.saving')
                : t(invitation === null ? 'invitations.form.submitCreate' : 'invitations.form.submitEdit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
