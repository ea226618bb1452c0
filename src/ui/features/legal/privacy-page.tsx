import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LegalDocument } from './legal-document.tsx'

/** The way out, under the policy's introduction: removal is one form away, not an email to write. */
const RemovalLink = () => {
  const { t } = useTranslation()
  return (
    <p className="mt-4">
      <Link
        to="/opt-out"
        className="inline-flex items-center gap-2 rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <ShieldCheck aria-hidden className="size-4" />
        {t('legal.privacy.removalLink')}
      </Link>
    </p>
  )
}

export const PrivacyPage = () => <LegalDocument doc="privacy" aside={<RemovalLink />} />
