import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserAccountSummary } from '../../../application/browser/ports/admin.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { formatCount } from '../pricing/format-yuan.ts'
import { toast } from '../toast/toast.ts'
import { MAX_CUSTOM_API_CALLS_PER_MINUTE, readApiRateLimit } from './api-rate-limit-form.ts'
import { useSetApiRateLimit } from './use-user-accounts.ts'

/**
 * Sets the API rate limit agreed with an enterprise (CUSTOM plan) user, or puts them back on the plan's
 * limits (issue 21 §2). A mistake is named beside the field; on success the dialog closes.
 */
export const ApiRateLimitDialog = ({ user, onClose }: { user: UserAccountSummary; onClose: () => void }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const save = useSetApiRateLimit()
  const [text, setText] = useState(user.apiRateLimit === null ? '' : String(user.apiRateLimit))
  const [error, setError] = useState<string | null>(null)

  const send = (perMinute: number | null) =>
    save.mutate(
      { userId: user.id, perMinute },
      {
        onSuccess: () => {
          toast.success(
            t(perMinute === null ? 'users.apiLimit.cleared' : 'users.apiLimit.saved', {
              name: user.username,
            }),
          )
          onClose()
        },
      },
    )
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reading = readApiRateLimit(text)
    if (reading._tag === 'Invalid') return setError(reading.error)
    setError(null)
    send(reading.perMinute)
  }
  const current =
    user.apiRateLimit === null
      ? t('users.apiLimit.planDefault')
      : t('users.apiLimit.perMinute', { formatted: formatCount(user.apiRateLimit, language) })

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <DialogTitle>{t('users.apiLimit.title')}</DialogTitle>
        <DialogDescription>{t('users.apiLimit.description', { name: user.username })}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <p className="text-sm text-slate-600">{t('users.apiLimit.current', { value: current })}</p>
          <FormField
            label={t('users.apiLimit.field')}
            hint={t('users.apiLimit.hint', { max: formatCount(MAX_CUSTOM_API_CALLS_PER_MINUTE, language) })}
            error={error === null ? undefined : t(error)}
          >
            {(control) => (
              <Input
                {...control}
                name="perMinute"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_CUSTOM_API_CALLS_PER_MINUTE}
                step={1}
                value={text}
                onChange={(e) => {
                  setText(e.target.value)
                  // Once a mistake is shown, it goes as soon as the field is right.
                  if (error !== null) {
                    const reading = readApiRateLimit(e.target.value)
                    setError(reading._tag === 'Invalid' ? reading.error : null)
                  }
                }}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            {user.apiRateLimit === null ? null : (
              <Button
                type="button"
                variant="outline"
                className="sm:mr-auto"
                onClick={() => send(null)}
                disabled={save.isPending}
              >
                {t('users.apiLimit.clear')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              {t('users.apiLimit.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('users.apiLimit.saving') : t('users.apiLimit.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
