import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserAccountSummary } from '../../../application/browser/ports/admin.api.port.ts'
import { CREDIT_KINDS, type CreditKind } from '../../../domain/credits/credit-kind.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { toast } from '../toast/toast.ts'
import {
  emptyGrantForm,
  type GrantFormErrors,
  type GrantFormValues,
  readGrantForm,
} from './grant-credits-form.ts'
import { useGrantUserCredits } from './use-user-accounts.ts'

/**
 * Grants a user CUSTOM credits (PRODUCT.md, users page): a quantity per credit kind, optional validity in
 * days and price. Mistakes are named beside their fields; on success the dialog closes and the list
 * is read again.
 */
export const GrantCreditsDialog = ({ user, onClose }: { user: UserAccountSummary; onClose: () => void }) => {
  const { t } = useTranslation()
  const grant = useGrantUserCredits()
  const [values, setValues] = useState<GrantFormValues>(emptyGrantForm)
  const [errors, setErrors] = useState<GrantFormErrors>({})
  const [checked, setChecked] = useState(false)

  const update = (next: GrantFormValues) => {
    setValues(next)
    if (checked) {
      const reading = readGrantForm(next)
      setErrors(reading._tag === 'Invalid' ? reading.errors : {})
    }
  }
  const setQuantity = (kind: CreditKind, text: string) =>
    update({ ...values, quantities: { ...values.quantities, [kind]: text } })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setChecked(true)
    const reading = readGrantForm(values)
    if (reading._tag === 'Invalid') {
      setErrors(reading.errors)
      return
    }
    setErrors({})
    grant.mutate(
      { userId: user.id, request: reading.request },
      {
        onSuccess: () => {
          toast.success(t('users.grant.granted', { name: user.username }))
          onClose()
        },
      },
    )
  }

  const error = (key: string | undefined) => (key === undefined ? undefined : t(key))

  return (
    <Dialog open onOpenChange={(open) => !open && !grant.isPending && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-lg max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <DialogTitle>{t('users.grant.title')}</DialogTitle>
        <DialogDescription>{t('users.grant.description', { name: user.username })}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-3" aria-describedby={errors.grants ? 'grant-nothing' : undefined}>
            <legend className="mb-1 text-sm font-semibold text-slate-900">
              {t('users.grant.quantities')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {CREDIT_KINDS.map((kind) => (
                <FormField key={kind} label={t(`users.grant.kinds.${kind}`)} error={error(errors[kind])}>
                  {(control) => (
                    <Input
                      {...control}
                      name={kind}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={1_000_000}
                      step={1}
                      value={values.quantities[kind]}
                      onChange={(e) => setQuantity(kind, e.target.value)}
                    />
                  )}
                </FormField>
              ))}
            </div>
            {errors.grants ? (
              <p id="grant-nothing" role="alert" className="text-sm text-red-600">
                {t(errors.grants)}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label={t('users.grant.days')}
              hint={t('users.grant.daysHint')}
              error={error(errors.days)}
            >
              {(control) => (
                <Input
                  {...control}
                  name="days"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={3650}
                  step={1}
                  value={values.days}
                  onChange={(e) => update({ ...values, days: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              label={t('users.grant.price')}
              hint={t('users.grant.priceHint')}
              error={error(errors.price)}
            >
              {(control) => (
                <Input
                  {...control}
                  name="price"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={values.price}
                  onChange={(e) => update({ ...values, price: e.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={grant.isPending}>
              {t('users.grant.cancel')}
            </Button>
            <Button type="submit" disabled={grant.isPending}>
              {grant.isPending ? t('users.grant.saving') : t('users.grant.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
