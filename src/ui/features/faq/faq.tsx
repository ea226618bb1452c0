import { useTranslation } from 'react-i18next'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion.tsx'

/** The four questions of SPEC §2, asked on the home and how-to-use pages. */
export const FAQ_KEYS = ['data', 'credits', 'accuracy', 'privacy'] as const

/** The 4-question FAQ as a keyboard-usable accordion (Radix: Tab to a question, Enter or Space to open). */
export const Faq = ({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="faq-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <Heading id="faq-title" className="text-center text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('faq.title')}
      </Heading>
      <p className="mt-2 text-center text-slate-600">{t('faq.subtitle')}</p>
      <Accordion
        type="single"
        collapsible
        className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm"
      >
        {FAQ_KEYS.map((key) => (
          <AccordionItem key={key} value={key}>
            <AccordionTrigger>{t(`faq.items.${key}.question`)}</AccordionTrigger>
            <AccordionContent>{t(`faq.items.${key}.answer`)}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  )
}
