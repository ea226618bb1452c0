import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ContactFilter, VERDICT_FILTERS } from '../../../domain/contacts-workspace/contact-query.ts'
import { Input } from '../../components/ui/input.tsx'
import type { FilterChange } from './contacts-view.ts'

// Typing pauses this long before the page asks the service again.
const TYPING_PAUSE_MS = 300

const SELECT =
  'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none'

/** A text filter sent after typing pauses. */
const useTyped = (value: string | undefined, onChange: (value: string) => void) => {
  const [text, setText] = useState(value ?? '')
  useEffect(() => setText(value ?? ''), [value])
  useEffect(() => {
    if (text === (value ?? '')) return
    const timer = setTimeout(() => onChange(text), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onChange])
  return [text, setText] as const
}

/** Search, company, verdict and revealed dates; the list is chosen in the lists panel. */
export const ContactsFilters = ({
  filter,
  onChange,
}: {
  filter: ContactFilter
  onChange: (change: FilterChange) => void
}) => {
  const { t } = useTranslation()
  const ids = { search: useId(), company: useId(), verdict: useId(), from: useId(), to: useId() }
  const [search, setSearch] = useTyped(filter.search, (search) => onChange({ search }))
  const [company, setCompany] = useTyped(filter.company, (company) => onChange({ company }))
  const label = 'text-xs font-medium text-slate-600'
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-6">
      <div className="col-span-2 space-y-1 xl:col-span-4">
        <label htmlFor={ids.search} className={label}>
          {t('contacts.filters.search')}
        </label>
        <div className="relative">
          <Search aria-hidden className="absolute top-3 left-3 size-4 text-slate-400" />
          <Input
            id={ids.search}
            type="search"
            className="pl-9"
            placeholder={t('contacts.filters.searchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="col-span-2 space-y-1 sm:col-span-1 xl:col-span-2">
        <label htmlFor={ids.company} className={label}>
          {t('contacts.filters.company')}
        </label>
        <Input
          id={ids.company}
          placeholder={t('contacts.filters.companyPlaceholder')}
          value={company}
          maxLength={200}
          onChange={(event) => setCompany(event.target.value)}
        />
      </div>
      <div className="col-span-2 space-y-1 sm:col-span-1 xl:col-span-2">
        <label htmlFor={ids.verdict} className={label}>
          {t('contacts.filters.verdict')}
        </label>
        <select
          id={ids.verdict}
          className={`${SELECT} w-full`}
          value={filter.verdict ?? ''}
          onChange={(event) => onChange({ verdict: event.target.value })}
        >
          <option value="">{t('contacts.filters.anyVerdict')}</option>
          {VERDICT_FILTERS.map((v) => (
            <option key={v} value={v}>
              {t(`contacts.verdicts.${v}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1 xl:col-span-2">
        <label htmlFor={ids.from} className={label}>
          {t('contacts.filters.revealedFrom')}
        </label>
        <Input
          id={ids.from}
          type="date"
          value={filter.revealedFrom ?? ''}
          onChange={(event) => onChange({ revealedFrom: event.target.value })}
        />
      </div>
      <div className="space-y-1 xl:col-span-2">
        <label htmlFor={ids.to} className={label}>
          {t('contacts.filters.revealedTo')}
        </label>
        <Input
          id={ids.to}
          type="date"
          value={filter.revealedTo ?? ''}
          onChange={(event) => onChange({ revealedTo: event.target.value })}
        />
      </div>
    </div>
  )
}
