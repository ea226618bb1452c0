import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The four questions of SPEC §2, asked on the home and how-to-use pages. */
export const FAQ_KEYS = ['data', 'credits', 'accuracy', 'privacy'] as const

// Issue 33: the home page arrives drawn and loads the app at the first sign of use, so a question must
// open before the app runs. Native disclosures do (a click, Enter or Space on the summary); one shared
// `name` keeps a single answer open, as the accordion did. React never sets `open`, so a question opened
// before the app ran stays open when it takes the page over.
const GROUP = 'faq'

/** The 4-question FAQ as native disclosures: one answer open at a time, usable from the keyboard. */
export const Faq = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <Heading id="faq-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('faq.title')}
      </Heading>
      <p className="mt-2 text-center text-slate-600">{t('faq.subtitle')}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
        {FAQ_KEYS.map((key) => (
          <details key={key} name={GROUP} className="group border-b border-slate-200 last:border-b-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-medium text-slate-900 transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${key}.question`)}
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm leading-relaxed text-slate-600">{t(`faq.items.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
