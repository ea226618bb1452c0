import { Link } from '@tanstack/react-router'
import { Hourglass, MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RemovalRequested } from '../../../application/browser/ports/opt-out.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useLanguage } from '../layout/use-language.ts'
import { type OptOutMessage, optOutMessage } from './opt-out-failure.ts'
import { useRequestRemoval } from './use-opt-out.ts'

/**
 * The removal form: a profile link, how to reach the requester and what they are to the person. On
 * success, where the link went (the person's own address, masked), or that an admin decides.
 */
export const RequestRemovalForm = () => {
  const { t } = useTranslation()
  const { current: language } = useLanguage()
  const request = useRequestRemoval()
  const [profileLink, setProfileLink] = useState('')
  const [email, setEmail] = useState('')
  const [relationship, setRelationship] = useState('')
  const [message, setMessage] = useState<OptOutMessage | null>(null)
  const [taken, setTaken] = useState<RemovalRequested | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const result = await request.mutateAsync({ profileLink, email, relationship, language })
    // Only refusals carry a tag: a taken request answers with its route.
    if ('_tag' in result) setMessage(optOutMessage(result))
    else setTaken(result)
  }
  const again = () => {
    setTaken(null)
    setProfileLink('')
  }

  if (taken?.route === 'review')
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-6"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
          <Hourglass aria-hidden className="size-5" />
          {t('optOut.review.title')}
        </h2>
        <p className="text-amber-900">{t('optOut.review.body', { email: email.trim() })}</p>
        <Button variant="outline" onClick={again}>
          {t('optOut.sent.again')}
        </Button>
      </div>
    )
  if (taken?.route === 'mailed')
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <MailCheck aria-hidden className="size-5" />
          {t('optOut.sent.title')}
        </h2>
        <p className="text-emerald-900">{t('optOut.sent.body', { email: taken.sentTo })}</p>
        <Button variant="outline" onClick={again}>
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
      <FormField
        label={t('optOut.form.relationship')}
        hint={t('optOut.form.relationshipHint')}
        error={fieldError('relationship')}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            maxLength={200}
            value={relationship}
            onChange={(e) => setRelationship(e.target.value)}
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
