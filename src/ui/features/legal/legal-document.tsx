import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LEGAL_MESSAGES } from '../../i18n/legal-messages.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import { PublicLayout } from '../layout/public-layout.tsx'
import { useSiteConfig } from '../site/use-site-config.ts'

type Section = {
  readonly id: string
  readonly title: string
  readonly body: string[]
  readonly items?: string[]
}

const isSection = (value: unknown): value is Section =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Section).id === 'string' &&
  typeof (value as Section).title === 'string' &&
  Array.isArray((value as Section).body)

/**
 * A static policy page from the catalogue: `legal.<doc>.sections` is an ordered list of sections, each
 * with paragraphs and an optional bullet list, so both languages keep the same structure.
 */
export const LegalDocument = ({ doc, aside }: { doc: 'privacy' | 'terms'; aside?: ReactNode }) => {
  // The policies' texts are the catalogue's longest: fetched with these two pages only.
  useMessages(LEGAL_MESSAGES)
  const { t } = useTranslation()
  const config = useSiteConfig()
  const values = {
    brand: config?.brandName ?? t('brand.name'),
    supportEmail: config?.supportEmail ?? t('legal.supportTeam'),
  }
  const raw: unknown = t(`legal.${doc}.sections`, { returnObjects: true, ...values })
  const sections = Array.isArray(raw) ? raw.filter(isSection) : []
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <div className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`legal.${doc}.title`)}</h1>
          <p className="mt-2 text-sm text-slate-500">{t('legal.updated', { date: t('legal.date') })}</p>
          <p className="mt-4 text-lg text-slate-600">{t(`legal.${doc}.intro`, values)}</p>
          {aside}
        </div>
        <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
            {t('legal.contents')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm sm:columns-2 sm:gap-10">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </PublicLayout>
  )
}
