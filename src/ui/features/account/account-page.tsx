import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountRefusalCode } from '../../../application/browser/ports/account.api.port.ts'
import { type CallFailure, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { PageHeader } from '../activity/log-table.tsx'
import { useUserInfo } from '../dashboard/use-user-info.ts'
import { toast } from '../toast/toast.ts'
import { useChangeEmail, useChangePassword } from './use-account.ts'

type Refusal = { readonly field: string; readonly key: string }

/**
 * The account page's one table (DESIGN rule 10): each refusal code the two calls document to its words
 * and its field, keyed by the contract's codes, so a code renamed there fails the type check here.
 */
const KNOWN = {
  ACCOUNT_EMAIL_INVALID: { field: 'email', key: 'account.errors.emailInvalid' },
  ACCOUNT_PASSWORD_WRONG: { field: 'current', key: 'account.errors.passwordWrong' },
  ACCOUNT_PASSWORD_WEAK: { field: 'new', key: 'account.errors.passwordWeak' },
  ACCOUNT_MANAGED_ELSEWHERE: { field: 'form', key: 'account.errors.managedElsewhere' },
} as const satisfies Record<AccountRefusalCode, Refusal>

const isKnown = (code: string | undefined): code is AccountRefusalCode => code !== undefined && code in KNOWN

const messageOf = (failure: CallFailure): Refusal =>
  failure._tag === 'ApiCallFailed' && isKnown(failure.code)
    ? KNOWN[failure.code]
    : { field: 'form', key: 'account.errors.generic' }

const EmailForm = () => {
  const { t } = useTranslation()
  const current = useUserInfo().data?.email ?? null
  const change = useChangeEmail()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<{ field: string; key: string } | null>(null)
  useEffect(() => setEmail(current ?? ''), [current])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const answer = await change.mutateAsync(email)
    if (isCallFailure(answer)) setError(messageOf(answer))
    else toast.success(answer.email === null ? t('account.email.removed') : t('account.email.saved'))
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold">{t('account.email.title')}</h2>
      <FormField
        label={t('account.email.label')}
        hint={t('account.email.hint')}
        error={error?.field === 'email' ? t(error.key) : undefined}
      >
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
      {error?.field === 'form' ? (
        <p role="alert" className="text-sm text-red-600">
          {t(error.key)}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-fit">
        {t('account.email.save')}
      </Button>
    </form>
  )
}

const PasswordForm = () => {
  const { t } = useTranslation()
  const change = useChangePassword()
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [error, setError] = useState<{ field: string; key: string } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const answer = await change.mutateAsync({ currentPassword, newPassword })
    if (isCallFailure(answer)) return setError(messageOf(answer))
    setCurrent('')
    setNew('')
    toast.success(t('account.password.saved'))
  }
  const fieldError = (field: string) => (error?.field === field ? t(error.key) : undefined)
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold">{t('account.password.title')}</h2>
      <FormField label={t('account.password.current')} error={fieldError('current')}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('account.password.new')}
        hint={t('account.password.hint')}
        error={fieldError('new')}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        )}
      </FormField>
      {error?.field === 'form' ? (
        <p role="alert" className="text-sm text-red-600">
          {t(error.key)}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-fit">
        {t('account.password.save')}
      </Button>
    </form>
  )
}

/** /admin/account: the signed-in user's address and password, in the embedded provider's accounts. */
export const AccountPage = () => {
  const { t } = useTranslation()
  const username = useUserInfo().data?.username ?? ''
  return (
    <div className="flex max-w-2xl flex-col gap-6 p-4 md:p-6">
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle', { username })} />
      <EmailForm />
      <PasswordForm />
    </div>
  )
}
