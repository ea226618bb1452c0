import { Check, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/cn.ts'

export type FeatureLine = { readonly id: string; readonly text: ReactNode; readonly included?: boolean }

/** A card's list of what it gives; a feature it lacks is shown struck through, and said so to readers. */
export const FeatureList = ({ lines, className }: { lines: readonly FeatureLine[]; className?: string }) => {
  const { t } = useTranslation()
  return (
    <ul className={cn('flex flex-col gap-2.5 text-sm', className)}>
      {lines.map(({ id, text, included = true }) => (
        <li key={id} className={cn('flex items-start gap-2', included ? 'text-slate-700' : 'text-slate-500')}>
          {included ? (
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          ) : (
            <Minus aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <span className={included ? undefined : 'line-through'}>
            {text}
            {included ? null : <span className="sr-only"> ({t('pricing.features.notIncluded')})</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
