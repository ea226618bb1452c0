import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FoundEmail } from '../../../application/browser/ports/email.api.port.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { costLabel } from '../companies/cost-label.ts'
import { EmailVerdictBadge } from '../contact-engine/email-verdict-badge.tsx'
import { type FindForm, findRequestOf } from './find-request.ts'
import { useFindEmail } from './use-email-finder.ts'

const BLANK: FindForm = { firstName: '', lastName: '', domain: '', profileLink: '' }

/** The finder's answer: the address with its verdict, confidence and basis, or why there is none. */
const FoundEmailCard = ({ answer }: { answer: FoundEmail }) => {
  const { t } = useTranslation()
  const charged = (
    <p className="text-xs text-slate-500">
      {t('emailFinder.find.charged', { cost: costLabel(t, answer.charged) })}
    </p>
  )
  const { address, verdict, confidence } = answer
  // A found address always comes with its verdict and confidence; an answer without them found nothing.
  if (!answer.found || address === null || verdict === null || confidence === null)
    return (
      <section
        aria-labelledby="found-email-title"
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="found-email-title" className="font-semibold text-slate-900">
          {t('emailFinder.find.notFound')}
        </h2>
        <p className="text-sm break-words text-slate-600">{answer.basis}</p>
        {charged}
      </section>
    )
  return (
    <section
      aria-labelledby="found-email-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="found-email-title" className="sr-only">
        {t('emailFinder.find.resultTitle')}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:gap-y-3">
        <dt className="font-medium text-slate-500">{t('emailFinder.find.address')}</dt>
        <dd className="flex min-w-0 items-center gap-1">
          <span className="min-w-0 font-mono text-base break-all text-slate-900" data-testid="found-address">
            {address}
          </span>
          <CopyValueButton value={address} />
        </dd>
        <dt className="font-medium text-slate-500">{t('emailFinder.find.verdict')}</dt>
        <dd>
          <EmailVerdictBadge verdict={verdict} />
        </dd>
        <dt className="font-medium text-slate-500">{t('emailFinder.find.confidence')}</dt>
        <dd className="flex items-center gap-3">
          <div aria-hidden className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-brand-500"
              style={{ width: `${Math.min(100, Math.max(0, confidence))}%` }}
            />
          </div>
          <span className="whitespace-nowrap tabular-nums text-slate-900" data-testid="confidence">
            {t('emailFinder.find.confidenceValue', { value: confidence })}
          </span>
        </dd>
        <dt className="font-medium text-slate-500">{t('emailFinder.find.basis')}</dt>
        <dd className="break-words text-slate-700">{answer.basis}</dd>
      </dl>
      {charged}
    </section>
  )
}

/** The Find tab: a name and a company domain in, the best address out (GET /api/email/find). */
export const FindEmailPanel = () => {
  const { t } = useTranslation()
  const find = useFindEmail()
  const [form, setForm] = useState<FindForm>(BLANK)
  const [missing, setMissing] = useState<readonly (keyof FindForm)[]>([])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = findRequestOf(form)
    if (checked._tag === 'Missing') return setMissing(checked.fields)
    setMissing([])
    find.mutate(checked.request)
  }
  const field = (name: keyof FindForm, extra: { placeholder?: string; autoComplete?: string } = {}) => (
    <FormField
      label={t(`emailFinder.find.${name}`)}
      error={missing.includes(name) ? t('emailFinder.find.required') : undefined}
      hint={
        name === 'domain'
          ? t('emailFinder.find.domainHint')
          : name === 'profileLink'
            ? t('emailFinder.find.profileLinkHint')
            : undefined
      }
    >
      {(control) => (
        <Input
          {...control}
          {...extra}
          name={name}
          value={form[name]}
          maxLength={name === 'domain' ? 253 : name === 'profileLink' ? 300 : 100}
          onChange={(event) => setForm((now) => ({ ...now, [name]: event.target.value }))}
        />
      )}
    </FormField>
  )
  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="grid items-start gap-4 md:grid-cols-3">
          {field('firstName', { autoComplete: 'off' })}
          {field('lastName', { autoComplete: 'off' })}
          {field('domain', { placeholder: t('emailFinder.find.domainPlaceholder'), autoComplete: 'off' })}
        </div>
        {field('profileLink', {
          placeholder: t('emailFinder.find.profileLinkPlaceholder'),
          autoComplete: 'off',
        })}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={find.isPending}>
            <Search aria-hidden />
            {find.isPending ? t('emailFinder.find.searching') : t('emailFinder.find.submit')}
          </Button>
          <p className="text-xs text-slate-500">{t('emailFinder.find.cost')}</p>
        </div>
      </form>
      <div aria-live="polite">{find.data === undefined ? null : <FoundEmailCard answer={find.data} />}</div>
    </div>
  )
}
