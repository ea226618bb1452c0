import { ExternalLink } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompanyMember } from '../../../application/browser/ports/companies.api.port.ts'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { memberRow } from '../../../domain/companies/member-row.ts'
import { effectiveWant, type RevealWant } from '../../../domain/companies/reveal-choice.ts'
import { cn } from '../../lib/cn.ts'
import { AddToListButton } from '../contacts/add-to-list-button.tsx'
import { ContactList } from './contact-list.tsx'
import { MemberRevealCell } from './member-reveal-cell.tsx'

export const COLUMNS = ['title', 'name', 'company', 'email', 'phone', 'edit', 'action', 'profile'] as const

// Text columns keep a readable width. Issue 24: at 1280 × 900 beside the sidebar every column fits,
// Reveal and the profile link included (tests/e2e/rough-edges.e2e.test.ts measures it); only a window
// narrower than that, above the phone layout, scrolls the table sideways.
const MIN_WIDTH: Partial<Record<(typeof COLUMNS)[number], string>> = {
  title: 'md:min-w-28',
  name: 'md:min-w-24',
}

// On narrow screens each row is a card and each cell shows its column's name beside the value.
const Cell = ({ column, children }: { column: (typeof COLUMNS)[number]; children: ReactNode }) => {
  const { t } = useTranslation()
  return (
    <td
      className={cn(
        'px-2 py-2.5 align-top first:pl-3 last:pr-3 max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 max-md:first:pl-0 max-md:last:pr-0',
        MIN_WIDTH[column],
      )}
    >
      <span aria-hidden className="w-24 shrink-0 text-xs font-medium text-slate-500 md:hidden">
        {t(`companies.columns.${column}`)}
      </span>
      <div className="min-w-0">{children}</div>
    </td>
  )
}

const Text = ({ value }: { value: string | null }) => {
  const { t } = useTranslation()
  return value === null ? (
    <span className="text-sm text-slate-500">{t('companies.na')}</span>
  ) : (
    <span className="text-sm text-slate-900">{value}</span>
  )
}

/** One member: SPEC §2's columns, empty values as N/A. */
export const MemberTableRow = ({
  member,
  onRevealed,
}: {
  member: CompanyMember
  onRevealed: (key: string, profile: ProfileContacts) => void
}) => {
  const { t } = useTranslation()
  const row = memberRow({ ...member, companyName: member.company.name })
  const [chosen, setChosen] = useState<RevealWant | undefined>(undefined)
  const want = effectiveWant(chosen, row.pending)
  const name = row.name ?? t('companies.na')
  return (
    <tr className="border-t border-slate-100 max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3">
      <Cell column="title">
        <Text value={row.title} />
      </Cell>
      <Cell column="name">
        <Text value={row.name} />
      </Cell>
      <Cell column="company">
        <Text value={row.company} />
      </Cell>
      <Cell column="email">
        <ContactList kind="email" cell={row.emails} name={name} details={member.emailDetails} />
      </Cell>
      <Cell column="phone">
        <ContactList kind="phone" cell={row.phones} chat={row.chat} name={name} />
      </Cell>
      <Cell column="edit">
        {want === undefined ? (
          <Text value={null} />
        ) : (
          <select
            aria-label={t('companies.want.label', { name })}
            value={want}
            onChange={(event) => setChosen(event.target.value as RevealWant)}
            className="h-8 max-w-full rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          >
            {row.choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`companies.want.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Cell>
      <Cell column="action">
        <MemberRevealCell
          member={{
            key: member.key,
            name,
            pending: row.pending,
            any: member.revealed.emails || member.revealed.phones,
          }}
          want={want}
          onRevealed={(profile) => onRevealed(member.key, profile)}
        />
        {member.revealed.emails || member.revealed.phones ? (
          <div className="mt-1">
            {/* Link-like, as narrow as its words: the column stays as wide as the Reveal button. */}
            <AddToListButton
              profileIds={[member.key]}
              label={t('contacts.addToList.memberLabel', { name })}
              variant="ghost"
              className="-ml-1.5 h-7 gap-1 px-1.5 text-brand-700"
            />
          </div>
        ) : null}
      </Cell>
      <Cell column="profile">
        <a
          href={member.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {t('companies.reveal.profile')}
          {/* Read after the visible text, so the name heard starts with the words seen (WCAG 2.5.3). */}
          <span className="sr-only"> {t('companies.reveal.profile_label', { name })}</span>
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </Cell>
    </tr>
  )
}
