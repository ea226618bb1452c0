import { Link2, MailCheck, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const STEPS = [
  { key: 'one', Icon: Link2 },
  { key: 'two', Icon: MailCheck },
  { key: 'three', Icon: Send },
] as const

export const HowItWorks = () => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="how-it-works" className="text-center text-2xl font-semibold sm:text-3xl">
        {t('home.steps.title')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="rounded-2xl border border-slate-200 p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm font-medium text-slate-500">{index + 1}</span>
            </div>
            <h3 className="mt-4 font-semibold">{t(`home.steps.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`home.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
