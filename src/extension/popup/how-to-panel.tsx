import { ArrowUpRight, MousePointerClick, Unlock, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SiteLink } from '../../ui/components/site-link.tsx'

const STEPS = [
  { key: 'extension.how_to.step_open', Icon: UserRound },
  { key: 'extension.how_to.step_click', Icon: MousePointerClick },
  { key: 'extension.how_to.step_reveal', Icon: Unlock },
] as const

/** Opened over any page that is not a personal profile: how the extension is used. */
export const HowToPanel = () => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="how-to-title" className="space-y-3">
      <h2 id="how-to-title" className="text-base font-semibold">
        {t('extension.how_to.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('extension.how_to.lead')}</p>
      <ol className="space-y-2">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="flex items-start gap-3 text-sm text-slate-700">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
              {index + 1}
            </span>
            <span className="flex-1 pt-0.5">{t(key)}</span>
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
          </li>
        ))}
      </ol>
      <SiteLink
        to="/admin/search"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('extension.how_to.dashboard')}
        <ArrowUpRight aria-hidden className="size-4" />
      </SiteLink>
    </section>
  )
}
