import { Building2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CompanyCombobox } from './company-combobox.tsx'
import type { CompanySearchParams } from './company-search-params.ts'
import { MembersView } from './members-view.tsx'

/**
 * /admin/search (SPEC §2): the company autocomplete, then the picked company's members. The picked
 * company and page live in the address (`company`, `domain`, `page`), so reloads and Back work.
 */
export const CompanySearchPage = ({
  search,
  onNavigate,
}: {
  search: CompanySearchParams
  onNavigate: (next: CompanySearchParams) => void
}) => {
  const { t } = useTranslation()
  const { company, domain, page } = search
  const label = company ?? domain
  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('companies.page.title')}</h1>
        <p className="max-w-2xl text-sm text-slate-600">{t('companies.page.description')}</p>
      </header>
      <CompanyCombobox
        // A company chosen by the address (Back, a link) starts the box afresh with its name.
        key={`${company ?? ''}\n${domain ?? ''}`}
        initialText={label ?? ''}
        onPick={(picked) => onNavigate({ company: picked.name, domain: picked.domain })}
      />
      {label === undefined ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          <Building2 aria-hidden className="size-5 shrink-0 text-slate-400" />
          {t('companies.page.start')}
        </p>
      ) : (
        <MembersView
          company={{
            ...(company === undefined ? {} : { company }),
            ...(domain === undefined ? {} : { domain }),
            label,
          }}
          page={page}
          onPage={(next) =>
            onNavigate({
              ...(company === undefined ? {} : { company }),
              ...(domain === undefined ? {} : { domain }),
              page: next,
            })
          }
        />
      )}
    </div>
  )
}
