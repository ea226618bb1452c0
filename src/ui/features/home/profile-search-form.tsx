import { Search } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../../domain/profiles/profile-link.ts'
import { Button } from '../../components/ui/button.tsx'

/** The home page's profile-link box: checks the link by the SPEC §5 rule before anything is sent. */
export const ProfileSearchForm = ({
  onValidLink,
  initialLink = '',
}: {
  onValidLink: (profileId: ProfileId, link: string) => void
  /** A link to start with (the one searched before signing in). */
  initialLink?: string
}) => {
  const { t } = useTranslation()
  const inputId = useId()
  const errorId = useId()
  const [link, setLink] = useState(initialLink)
  const [errorKey, setErrorKey] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseProfileLink(link)
    // SPEC §5's one message for any link that is not a personal profile's.
    if (typeof parsed !== 'string') return setErrorKey('home.search.invalid_url')
    setErrorKey(null)
    onValidLink(parsed, link.trim())
  }

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-2xl">
      <label htmlFor={inputId} className="sr-only">
        {t('home.search.label')}
      </label>
      <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-brand-500/10 sm:flex-row">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder={t('home.search.placeholder')}
          aria-invalid={errorKey !== null}
          aria-describedby={errorKey ? errorId : undefined}
          className="h-12 w-full min-w-0 rounded-xl px-4 sm:flex-1 text-base outline-none placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-brand-500"
        />
        <Button type="submit" size="lg">
          <Search aria-hidden />
          {t('home.search.submit')}
        </Button>
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-left text-sm text-red-600">
        {errorKey ? t(errorKey) : null}
      </p>
    </form>
  )
}
