import { Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useLanguage } from '../layout/use-language.ts'
import { type OptOutMessage, optOutMessage } from './opt-out-failure.ts'
import { useRequestRemoval } from './use-opt-out.ts'

/** The removal form: a profile link and an address; on success, where the link went. */
export const RequestRemovalForm = () => {
  const { t } = useTranslation()
  const { current: language } = useLanguage()
  const request = useRequestRemoval()
  const [profileLink, setProfileLink] = useState('')
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<OptOutMessage | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const result = await request.mutateAsync({ profileLink, email, language })
    // Only refusals carry a tag: a taken request answers with the link's expiry alone.
    if ('_tag' in result) setMessage(optOutMessage(result))
    else setSentTo(email.trim())
  }

  if (sentTo !== null)
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <MailCheck aria-hidden className="size-5" />
          {t('optOut.sent.title')}
        </h2>
        <p className="text-emerald-900">{t('optOut.sent.body', { email: sentTo })}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null)
            setProfileLink('')
          }}
        >
          {t('optOut.sent.again')}
        </Button>
      </div>
    )

  const fieldError = (field: OptOutMessage['field']) =>
    message !== null && message.field === field ? t(message.key) : undefined
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby="opt-out-form-title">
      <h2 id="opt-out-form-title" className="text-lg font-semibold">
        {t('optOut.form.title')}
      </h2>
      <FormField
        label={t('optOut.form.profileLink')}
        hint={t('optOut.form.profileLinkHint')}
        error={fieldError('profileLink')}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={profileLink}
            onChange={(e) => setProfileLink(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('optOut.form.email')} hint={t('optOut.form.emailHint')} error={fieldError('email')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <p role="alert" className="min-h-5 text-sm text-red-600">
        {message !== null && message.field === null ? t(message.key) : null}
      </p>
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full sm:w-fit">
        {request.isPending ? t('optOut.form.sending') : t('optOut.form.submit')}
      </Button>
      <p className="text-sm text-slate-600">
        <Link to="/privacy" hash="opt-out" className="text-brand-700 underline-offset-4 hover:underline">
          {t('footer.privacy')}
        </Link>
      </p>
    </form>
  )
}
