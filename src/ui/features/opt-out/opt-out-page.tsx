import { useTranslation } from 'react-i18next'
import { OPT_OUT_MESSAGES } from '../../i18n/opt-out-messages.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import { PublicLayout } from '../layout/public-layout.tsx'
import { ConfirmRemovalCard } from './confirm-removal-card.tsx'
import { RequestRemovalForm } from './request-removal-form.tsx'

const FACTS = ['anyone', 'review', 'once', 'atOnce', 'hashed'] as const

/**
 * /opt-out (public, both languages): anyone asks for a profile to be removed and confirms from the
 * mailed link, which lands here with `#token=`.
 */
export const OptOutPage = ({ token }: { token?: string | undefined }) => {
  // The page's texts come with it (i18n/opt-out-messages.ts), not with the first page of the site.
  useMessages(OPT_OUT_MESSAGES)
  const { t } = useTranslation()
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('optOut.title')}</h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('optOut.intro')}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-16 md:grid-cols-[3fr_2fr] md:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {token === undefined ? <RequestRemovalForm /> : <ConfirmRemovalCard token={token} />}
        </div>
        <aside aria-labelledby="opt-out-facts" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="opt-out-facts" className="text-sm font-semibold text-slate-900">
            {t('optOut.facts.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {FACTS.map((fact) => (
              <li key={fact}>{t(`optOut.facts.${fact}`)}</li>
            ))}
          </ul>
        </aside>
      </div>
    </PublicLayout>
  )
}
