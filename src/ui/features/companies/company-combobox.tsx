import { Loader2, Search } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyItem } from '../../../application/browser/ports/companies.api.port.ts'
import { cn } from '../../lib/cn.ts'
import { useLiveCounts } from '../home/use-live-counts.ts'
import { CompanySuggestion } from './company-suggestion.tsx'
import { useCompanySuggestions } from './use-company-suggestions.ts'

const NO_COMPANIES: readonly CompanyItem[] = []

/**
 * The company autocomplete (SPEC §2/§5), an ARIA combobox: arrow keys move through the suggestions,
 * Enter picks, Escape closes. Only typed text searches: the name put back after a pick does not.
 */
export const CompanyCombobox = ({
  initialText,
  onPick,
}: {
  initialText: string
  onPick: (company: CompanyItem) => void
}) => {
  const { t } = useTranslation()
  // Issue 24: the example is a company the service holds people of (GET /stats), never a made-up one.
  const example = useLiveCounts().data?.example ?? null
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState(initialText)
  const [typed, setTyped] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useCompanySuggestions(typed ? text : '')
  const companies = suggestions.status === 'found' ? suggestions.companies : NO_COMPANIES
  const listRef = useRef<HTMLDivElement>(null)

  // A new answer starts with nothing highlighted: reset while rendering, so no frame shows the old index
  // on the new list (React's "adjusting state when a prop changes"). NO_COMPANIES is one array, so a
  // render without an answer is no change.
  const [shownCompanies, setShownCompanies] = useState(companies)
  if (shownCompanies !== companies) {
    setShownCompanies(companies)
    setActive(-1)
  }
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  const pick = (company: CompanyItem) => {
    setText(company.name)
    setTyped(false)
    setOpen(false)
    onPick(company)
  }
  const shown = open && suggestions.status !== 'idle' && suggestions.status !== 'failed'
  const expanded = shown && companies.length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (companies.length === 0) return setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const last = companies.length - 1
      // Reopening keeps the highlighted company; moving wraps around at either end.
      if (!expanded) setActive((current) => (current >= 0 ? current : step > 0 ? 0 : last))
      else
        setActive((current) =>
          current < 0 ? (step > 0 ? 0 : last) : (current + step + companies.length) % companies.length,
        )
      setOpen(true)
    } else if (event.key === 'Enter') {
      const chosen = expanded ? companies[active] : undefined
      if (chosen === undefined) return
      event.preventDefault()
      pick(chosen)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className="relative max-w-xl">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('companies.search.label')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={
            example === null
              ? t('companies.search.placeholder_plain')
              : t('companies.search.placeholder', { name: example.name, domain: example.domain })
          }
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setTyped(true)
            setOpen(true)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        {suggestions.status === 'searching' ? (
          <Loader2
            aria-hidden
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-400"
          />
        ) : null}
        <div
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
            shown ? '' : 'hidden',
          )}
        >
          <p
            role="status"
            className={cn('px-3 py-2 text-sm text-slate-500', expanded || !shown ? 'sr-only' : '')}
          >
            {suggestions.status === 'searching'
              ? t('companies.search.searching')
              : suggestions.status === 'none'
                ? t('companies.search.no_results')
                : ''}
          </p>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('companies.search.suggestions')}
            className={cn('max-h-[150px] overflow-y-auto py-1', expanded ? '' : 'hidden')}
          >
            {companies.map((company, index) => (
              <CompanySuggestion
                key={`${company.domain}:${company.name}`}
                id={`${listId}-${index}`}
                index={index}
                company={company}
                active={index === active}
                onPick={() => pick(company)}
                onHover={() => setActive(index)}
              />
            ))}
          </div>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('companies.search.hint')}
      </p>
    </div>
  )
}
