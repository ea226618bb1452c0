import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CompanyItem } from '../../../application/browser/ports/companies.api.port.ts'
import { CompaniesTokens as T } from '../../../composition/browser/companies.area.ts'
import { AUTOCOMPLETE_DEBOUNCE_MS, shouldAutocomplete } from '../../../domain/companies/autocomplete.ts'
import { companyQuery } from '../../../domain/companies/company-query.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

export type Suggestions =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'found'; readonly companies: readonly CompanyItem[] }
  | { readonly status: 'none' }
  | { readonly status: 'failed' }

/**
 * SPEC §5: suggestions for 2 or more characters, asked 1 second after the last keystroke; fewer clears
 * them. A hostname searches by domain, anything else by name (the domain's rule). Failures are only
 * logged ('companySearch').
 */
export const useCompanySuggestions = (text: string): Suggestions => {
  const api = useUseCase(T.CompaniesApi)
  const report = useFailureReporter('companySearch')
  const [settled, setSettled] = useState<string | null>(null)
  const active = shouldAutocomplete(text)
  useEffect(() => {
    if (!active) return setSettled(null)
    const timer = setTimeout(() => setSettled(text), AUTOCOMPLETE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, active])
  const query = settled === null ? null : companyQuery(settled)
  const ready = query !== null && !('_tag' in query)
  const found = useQuery({
    queryKey: ['company-search', query] as const,
    queryFn: async () => dataOrThrow(ready ? await api.searchCompanies({ query }) : [], report),
    enabled: ready,
    staleTime: 60_000,
    retry: false,
  })
  if (!active) return { status: 'idle' }
  if (settled !== text || found.isPending) return { status: 'searching' }
  if (found.isError) return { status: 'failed' }
  return found.data.length === 0 ? { status: 'none' } : { status: 'found', companies: found.data }
}
