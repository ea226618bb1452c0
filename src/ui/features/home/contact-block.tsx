import { Link } from '@tanstack/react-router'
import { Mail, MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useSiteConfig } from '../site/use-site-config.ts'

/** SPEC §2 contact block: the contact-us page, and the configured support address to write to. */
export const ContactBlock = () => {
  const { t } = useTranslation()
  const config = useSiteConfig()
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-6xl px-4 pb-4">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="contact-title" className="text-2xl font-semibold tracking-tight">
            {t('home.contact.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('home.contact.body')}</p>
          {config === undefined ? null : (
            <p className="mt-3 text-sm text-slate-600">
              <a
                href={`mailto:${config.supportEmail}`}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Mail aria-hidden className="size-4" />
                {t('home.contact.email', { email: config.supportEmail })}
              </a>
            </p>
          )}
        </div>
        <Button asChild size="lg">
          <Link to="/contact-us">
            <MessageCircle aria-hidden />
            {t('home.contact.button')}
          </Link>
        </Button>
      </div>
    </section>
  )
}
