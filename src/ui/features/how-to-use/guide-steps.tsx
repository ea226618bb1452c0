import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type GuideStep = {
  readonly key: string
  readonly Icon: LucideIcon
  /** An anchor on the step, for links into the guide (e.g. `extension`). */
  readonly id?: string
  /** Something to do at this step: a button or a link. */
  readonly action?: ReactNode
}

/** A numbered guide: each step's title and text come from `<prefix>.<key>.title` / `.body`. */
export const GuideSteps = ({ prefix, steps }: { prefix: string; steps: readonly GuideStep[] }) => {
  const { t } = useTranslation()
  return (
    <ol className="relative mt-8 grid gap-4">
      {steps.map(({ key, Icon, id, action }, index) => (
        <li
          key={key}
          id={id}
          className="relative flex scroll-mt-24 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-6"
        >
          <div className="flex flex-col items-center gap-2">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white sm:size-10">
              {index + 1}
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
              {t(`${prefix}.${key}.title`)}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(`${prefix}.${key}.body`)}</p>
            {action ? <div className="mt-4 flex flex-wrap items-center gap-3">{action}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
