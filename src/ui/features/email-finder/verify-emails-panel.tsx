import { MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_VERIFY_ADDRESSES } from '../../../domain/email/verify-limits.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { cn } from '../../lib/cn.ts'
import { addressesOf, addressListOf } from './address-list.ts'
import { useVerifyEmails } from './use-email-finder.ts'
import { VerifiedEmailsTable } from './verified-emails-table.tsx'

/** The Verify tab: a pasted list of up to 100 addresses, each answered with its verdict. */
export const VerifyEmailsPanel = () => {
  const { t } = useTranslation()
  const verify = useVerifyEmails()
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const count = addressesOf(text).length
  const list = addressListOf(text)
  // Too many is said as soon as it is so; none only once the user tried to send nothing.
  const problem =
    list._tag === 'TooMany'
      ? t('emailFinder.verify.tooMany', { max: MAX_VERIFY_ADDRESSES, count: list.count })
      : list._tag === 'Empty' && tried
        ? t('emailFinder.verify.empty')
        : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (list._tag === 'Ready') verify.mutate(list.addresses)
  }
  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <FormField label={t('emailFinder.verify.addresses')} error={problem}>
          {(control) => (
            <Textarea
              {...control}
              name="addresses"
              rows={8}
              spellCheck={false}
              autoComplete="off"
              placeholder={t('emailFinder.verify.placeholder')}
              className="font-mono"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <p
          aria-live="polite"
          data-testid="address-count"
          className={cn(
            'text-xs',
            count > MAX_VERIFY_ADDRESSES ? 'font-medium text-red-600' : 'text-slate-500',
          )}
        >
          {t('emailFinder.verify.count', { count, max: MAX_VERIFY_ADDRESSES })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={verify.isPending}>
            <MailCheck aria-hidden />
            {verify.isPending ? t('emailFinder.verify.verifying') : t('emailFinder.verify.submit')}
          </Button>
          <p className="text-xs text-slate-500">{t('emailFinder.verify.cost')}</p>
        </div>
      </form>
      {verify.data === undefined ? null : <VerifiedEmailsTable answer={verify.data} />}
    </div>
  )
}
