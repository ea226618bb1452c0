import { Dices } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { generateInviteCode } from '../../../domain/invitations/invite-code.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { browserRandomInt } from './browser-random.ts'
import type { InvitationField, InvitationFormErrors, InvitationFormValues } from './invitation-form.ts'

/**
 * The invitation form's fields: distributor (name required, email and remark optional), the discount
 * (a number input, min 0.01, step 0.01) and the code, which Generate fills with 8 random upper-case
 * letters and digits from the browser's cryptographic source.
 */
export const InvitationFields = ({
  values,
  errors,
  onChange: change,
}: {
  values: InvitationFormValues
  errors: InvitationFormErrors
  onChange: (field: InvitationField, value: string) => void
}) => {
  const { t } = useTranslation()
  const error = (field: InvitationField) => {
    const key = errors[field]
    return key === undefined ? undefined : t(key)
  }
  return (
    <>
      <FormField
        label={t('invitations.form.name')}
        note={t('invitations.form.required')}
        error={error('distributorName')}
      >
        {(control) => (
          <Input
            {...control}
            name="distributorName"
            required
            maxLength={200}
            autoComplete="organization"
            value={values.distributorName}
            onChange={(e) => change('distributorName', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('invitations.form.email')}
        note={t('invitations.form.optional')}
        error={error('distributorEmail')}
      >
        {(control) => (
          <Input
            {...control}
            name="distributorEmail"
            type="email"
            autoComplete="email"
            value={values.distributorEmail}
            onChange={(e) => change('distributorEmail', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('invitations.form.remark')}
        note={t('invitations.form.optional')}
        error={error('remark')}
      >
        {(control) => (
          <Textarea
            {...control}
            name="remark"
            rows={2}
            value={values.remark}
            onChange={(e) => change('remark', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('invitations.form.discount')}
        hint={t('invitations.form.discountHint')}
        error={error('discountAmount')}
      >
        {(control) => (
          <Input
            {...control}
            name="discountAmount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            required
            value={values.discountAmount}
            onChange={(e) => change('discountAmount', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('invitations.form.code')}
        note={t('invitations.form.optional')}
        hint={t('invitations.form.codeHint')}
        error={error('inviteCode')}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              name="inviteCode"
              className="font-mono tracking-wide uppercase"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              value={values.inviteCode}
              onChange={(e) => change('inviteCode', e.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => change('inviteCode', generateInviteCode(browserRandomInt))}
            >
              <Dices aria-hidden />
              {t('invitations.form.generate')}
            </Button>
          </div>
        )}
      </FormField>
    </>
  )
}
