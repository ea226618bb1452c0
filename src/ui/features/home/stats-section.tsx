import { useTranslation } from 'react-i18next'
import { formatCount } from './format-count.ts'
import { useLiveCounts } from './use-live-counts.ts'

const CLAIMS = ['accuracy', 'coverage', 'replies'] as const

/** One live count: a number the service counted, or a quiet placeholder while it is counted. */
const LiveCount = ({ value, labelKey }: { value: number | undefined; labelKey: string }) => {
  const { t, i18n } = useTranslation()
  return (
    <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:col-span-3">
      <dt className="flex items-center justify-between gap-3 text-sm text-slate-300">
        {t(labelKey)}
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/10 px-2 py-0.5 text-xs font-medium text-emerald-300">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-400 motion-safe:animate-pulse" />
          {t('home.stats.live')}
        </span>
      </dt>
      <dd className="mt-2 text-4xl font-semibold tracking-tight text-white tabular-nums sm:text-5xl">
        {value === undefined ? (
          <span className="text-slate-400">{t('home.stats.loading')}</span>
        ) : (
          formatCount(value, i18n.resolvedLanguage ?? 'en')
        )}
      </dd>
    </div>
  )
}

/**
 * SPEC §2 statistics: the contact and company counts, live from GET /stats (PRODUCT.md: not fixed
 * claims), and the three figures of the marketing text. Without the counts the figures still show.
 */
export const StatsSection = () => {
  const { t } = useTranslation()
  const counts = useLiveCounts()
  return (
    <section aria-labelledby="stats-title" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <div className="flex flex-col items-center gap-3 text-center">
          <h2 id="stats-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('home.stats.title')}
          </h2>
          <p className="max-w-2xl text-slate-300">{t('home.stats.subtitle')}</p>
        </div>
        <dl className="mt-10 grid gap-4 sm:grid-cols-6">
          {counts.isError ? null : (
            <>
              <LiveCount value={counts.data?.contacts} labelKey="home.stats.contacts" />
              <LiveCount value={counts.data?.companies} labelKey="home.stats.companies" />
            </>
          )}
          {CLAIMS.map((key) => (
            <div key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:col-span-2">
              <dt className="text-sm font-medium text-brand-100">{t(`home.stats.items.${key}.label`)}</dt>
              <dd className="mt-2">
                <span className="block text-4xl font-semibold tracking-tight text-white">
                  {t(`home.stats.items.${key}.value`)}
                </span>
                <span className="mt-2 block text-sm text-slate-300">{t(`home.stats.items.${key}.body`)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
