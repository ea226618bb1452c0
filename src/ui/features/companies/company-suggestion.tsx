import type { CompanyItem } from '../../../application/browser/ports/companies.api.port.ts'
import { cn } from '../../lib/cn.ts'
import { CompanyLogo } from './company-logo.tsx'

/**
 * One suggestion of the company combobox: logo (or initial), name, domain and country. A button, so a
 * click (or an assistive technology's activation) picks it; out of the tab order, since the keys that
 * move through the suggestions are the input's (the focus stays there, aria-activedescendant points here).
 */
export const CompanySuggestion = ({
  id,
  index,
  company,
  active,
  onPick,
  onHover,
}: {
  id: string
  index: number
  company: CompanyItem
  active: boolean
  onPick: () => void
  onHover: () => void
}) => (
  <button
    type="button"
    tabIndex={-1}
    id={id}
    data-index={index}
    role="option"
    aria-selected={active}
    // Keeps the focus in the input, so the blur does not close the list before the click lands.
    onMouseDown={(event) => event.preventDefault()}
    onClick={onPick}
    onMouseEnter={onHover}
    className={cn(
      'flex w-full cursor-pointer items-center gap-3 px-3 py-2 text-left text-sm',
      active ? 'bg-brand-50' : 'hover:bg-slate-50',
    )}
  >
    <CompanyLogo name={company.name} logoUrl={company.logo_url} />
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-slate-900">{company.name}</span>
      <span className="block truncate text-xs text-slate-500">
        {[company.domain, company.country].filter((part) => part !== null && part !== '').join(' · ')}
      </span>
    </span>
  </button>
)
