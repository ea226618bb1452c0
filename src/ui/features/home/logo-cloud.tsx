import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

// Neutral marks drawn here: made-up wordmarks with plain shapes, no real company's logo, nothing fetched.
const MARKS: readonly { key: string; wordClass: string; glyph: ReactNode }[] = [
  {
    key: 'a',
    wordClass: 'font-semibold tracking-tight',
    glyph: <circle cx="12" cy="12" r="8" strokeWidth="3" />,
  },
  { key: 'b', wordClass: 'font-light tracking-widest uppercase', glyph: <path d="M12 3 21 20H3Z" /> },
  {
    key: 'c',
    wordClass: 'font-bold italic',
    glyph: <path d="M12 2.5 20.5 7.25v9.5L12 21.5l-8.5-4.75v-9.5Z" strokeWidth="2.5" />,
  },
  {
    key: 'd',
    wordClass: 'font-serif font-semibold',
    glyph: (
      <>
        <rect x="3" y="3" width="11" height="11" rx="2" />
        <rect x="10" y="10" width="11" height="11" rx="2" />
      </>
    ),
  },
  { key: 'e', wordClass: 'font-medium lowercase', glyph: <path d="M12 2 22 12 12 22 2 12Z" /> },
  {
    key: 'f',
    wordClass: 'font-extrabold tracking-tight',
    glyph: <path d="M2 16c3-6 6-6 10 0s7 6 10 0M2 9c3-6 6-6 10 0s7 6 10 0" strokeWidth="2.5" />,
  },
]

/** SPEC §1: the logo cloud's claim of 50,000+ businesses, over neutral placeholder marks. */
export const LogoCloud = () => {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="logos-title" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <div className="flex flex-col items-center gap-2 text-center">
        <h2 id="logos-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('home.logos.title')}
        </h2>
        <p className="max-w-2xl text-slate-600">{t('home.logos.subtitle')}</p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {MARKS.map(({ key, wordClass, glyph }) => (
          <li key={key} className="flex items-center justify-center gap-2 text-slate-500">
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-7 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            >
              {glyph}
            </svg>
            <span className={`text-lg ${wordClass}`}>{t(`home.logos.names.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
