import { Link } from '@tanstack/react-router'
import { Building2, Clock, ExternalLink, Mail, MessageCircle, ShieldCheck } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { useSiteConfig } from '../site/use-site-config.ts'
import { qrImageSrc } from './qr-image.ts'

const PROMISES = [
  { key: 'chat', Icon: MessageCircle },
  { key: 'email', Icon: Clock },
  { key: 'privacy', Icon: ShieldCheck },
] as const

const Placeholder = ({ className }: { className: string }) => (
  <div aria-hidden className={`animate-pulse rounded-lg bg-slate-100 ${className}`} />
)

const ChatCard = ({ chatLink }: { chatLink: string | undefined }) => {
  const { t } = useTranslation()
  const src = useMemo(() => (chatLink ? qrImageSrc(chatLink) : null), [chatLink])
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MessageCircle aria-hidden className="size-5 text-brand-600" />
          {t('contact.chat.title')}
        </CardTitle>
        <CardDescription>{t('contact.chat.body')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-4">
        {src ? (
          <img
            src={src}
            alt={t('contact.chat.qrAlt')}
            width={192}
            height={192}
            className="size-48 rounded-xl border border-slate-200 p-2"
          />
        ) : (
          <Placeholder className="size-48" />
        )}
        {chatLink ? (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={chatLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('contact.chat.open')}
              <span className="sr-only">{t('contact.newWindow')}</span>
            </a>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  )
}

const EmailCard = ({ supportEmail, salesEmail }: { supportEmail?: string; salesEmail?: string }) => {
  const { t } = useTranslation()
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 text-brand-600" />
          {t('contact.email.title')}
        </CardTitle>
        <CardDescription>{t('contact.email.body')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        {supportEmail ? (
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" className="w-full">
              <a href={`mailto:${supportEmail}`}>
                <Mail aria-hidden />
                {t('contact.email.button')}
              </a>
            </Button>
            <p className="text-center text-sm break-all text-slate-600">{supportEmail}</p>
          </div>
        ) : (
          <Placeholder className="h-12 w-full" />
        )}
        <div className="mt-auto rounded-xl bg-slate-50 p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Building2 aria-hidden className="size-4 text-slate-500" />
            {t('contact.sales.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('contact.sales.body')}</p>
          {salesEmail ? (
            <a
              href={`mailto:${salesEmail}`}
              className="mt-2 inline-block rounded-sm text-sm font-medium break-all text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {salesEmail}
            </a>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}

/** SPEC §2 contact-us: the support promises, the chat's QR code (from configuration), email us. */
export const ContactPage = () => {
  const { t } = useTranslation()
  const config = useSiteConfig()
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:pt-20">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('contact.title')}</h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('contact.subtitle')}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16">
        <section aria-labelledby="promises-title">
          <h2 id="promises-title" className="sr-only">
            {t('contact.promises.title')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {PROMISES.map(({ key, Icon }) => (
              <li
                key={key}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-col sm:gap-3"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(`contact.promises.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`contact.promises.${key}.body`)}</p>
                  {key === 'privacy' ? (
                    <Link
                      to="/opt-out"
                      className="mt-2 inline-block rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {t('contact.promises.privacy.link')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 md:grid-cols-2">
          <ChatCard chatLink={config?.chatLink} />
          <EmailCard
            {...(config ? { supportEmail: config.supportEmail, salesEmail: config.salesEmail } : {})}
          />
        </div>
      </div>
    </PublicLayout>
  )
}
