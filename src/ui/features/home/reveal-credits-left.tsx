import { Link } from '@tanstack/react-router'
import { Coins } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import { isRunningLow, type LeftByKind, REVEAL_KINDS } from '../../../domain/credits/reveals-left.ts'
import { recordOf } from '../../../domain/shared/record-of.ts'
import { useQuietSubscriptionOverview } from '../subscription/use-subscription.ts'

const leftByKind = (details: { readonly [K in keyof LeftByKind]: { readonly left: number } }): LeftByKind =>
  recordOf(CREDIT_KINDS, (kind) => details[kind].left)

/**
 * Issue 24: under the reveal, the credits that pay for reveals and remain (read again after each reveal,
 * which invalidates the subscription's key), and a link to buy more once few reveals are left
 * (`isRunningLow`). A failed read shows nothing: the reveal itself says what matters.
 */
export const RevealCreditsLeft = () => {
  const { t } = useTranslation()
  const overview = useQuietSubscriptionOverview()
  if (overview.data === undefined) return null
  const left = leftByKind(overview.data.creditDetails)
  const held = REVEAL_KINDS.filter((kind) => left[kind] > 0)
  const list = held
    .map((kind) => t(`home.reveal.left_kinds.${kind}`, { count: left[kind] }))
    .join(t('home.reveal.left_separator'))
  return (
    <p
      data-testid="credits-left"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600"
    >
      <span className="inline-flex items-center gap-1.5">
        <Coins aria-hidden className="size-4 shrink-0 text-slate-400" />
        {held.length === 0 ? t('home.reveal.left_none') : t('home.reveal.left', { list })}
      </span>
      {isRunningLow(left) ? (
        <Link
          to="/admin/pricing"
          className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {t('home.reveal.buy_more')}
        </Link>
      ) : null}
    </p>
  )
}
