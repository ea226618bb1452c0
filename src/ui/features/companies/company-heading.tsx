import { Globe, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CompanyItem } from '../../../application/browser/ports/companies.api.port.ts'
import { CompanyLogo } from './company-logo.tsx'

/** The company being looked at: logo (or initial), name, domain, country, website link. */
export const CompanyHeading = ({
  company,
}: {
  company: Pick<CompanyItem, 'name' | 'domain'> & Partial<CompanyItem>
}) => {
  const { t } = useTranslation()
  const website = company.website ?? null
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CompanyLogo name={company.name} logoUrl={company.logo_url ?? null} className="size-11 text-base" />
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-slate-900">{company.name}</p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-500">
          {company.domain === '' ? null : (
            <span className="inline-flex items-center gap-1">
              <Globe aria-hidden className="size-3.5" />
              {website === null ? (
                company.domain
              ) : (
                <a href={website} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {company.domain}
                  <span className="sr-only"> {t('companies.company.website', { name: company.name })}</span>
                </a>
              )}
            </span>
          )}
          {company.country === null || company.country === undefined ? null : (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              {company.country}
            </span>
          )}
        </p>
      </div>
    </div>
  )
}
