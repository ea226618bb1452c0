import { createFileRoute } from '@tanstack/react-router'
import { CompanySearchPage } from '../../features/companies/company-search-page.tsx'
import { parseCompanySearch } from '../../features/companies/company-search-params.ts'

const Search = () => {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <CompanySearchPage search={search} onNavigate={(next) => void navigate({ search: next })} />
}

export const Route = createFileRoute('/admin/search')({
  validateSearch: parseCompanySearch,
  component: Search,
})
