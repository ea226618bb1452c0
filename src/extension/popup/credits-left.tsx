import { Coins } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { SiteLink } from '../../ui/components/site-link.tsx'
import { useQuietSubscriptionOverview } from '../../ui/features/subscription/use-subscription.ts'

/**
 * The credits the user can still spend, per kind they have, read again after every reveal (the reveal
 * invalidates the subscription's key). A failed read shows nothing: the reveal itself says what matters.
 */
export const CreditsLeft = () => {
  const { t } = useTranslation()
  const overview = useQuietSubscriptionOverview()
  if (overview.data === undefined) return null
  const held = CREDIT_KINDS.filter((kind) => overview.data.creditDetails[kind].total > 0)
  const total = held.reduce((sum, kind) => sum + overview.data.creditDetails[kind].left, 0)
  return (
    <section
      aria-labelledby="credits-title"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2"
    >
      <Coins aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <h2 id="credits-title" className="text-sm font-medium text-slate-900">
          {t('extension.credits.title')}
        </h2>
        {total === 0 ? (
          <p className="text-sm text-slate-600">{t('extension.credits.none')}</p>
        ) : (
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
            {held.map((kind) => (
              <div key={kind} className="contents">
                <dt className="text-slate-600">{t(`subscription.credits.kinds.${kind}`)}</dt>
                <dd className="text-right font-semibold text-slate-900 tabular-nums" data-credit-kind={kind}>
                  {overview.data.creditDetails[kind].left}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <SiteLink
        to="/admin/subscription"
        className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('extension.credits.more')}
      </SiteLink>
    </section>
  )
}
