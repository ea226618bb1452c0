import { useTranslation } from 'react-i18next'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { COLUMNS, MemberTableRow } from './member-table-row.tsx'
import type { MembersSection } from './members-sections.ts'

/** One section (decision makers, or other members): a table, stacked as cards on narrow screens. */
export const MembersTable = ({
  kind,
  section,
  onRevealed,
}: {
  kind: 'decision_makers' | 'others'
  section: MembersSection
  onRevealed: (key: string, profile: ProfileContacts) => void
}) => {
  const { t } = useTranslation()
  const headingId = `members-${kind}`
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(`companies.members.${kind}`)}
        </h2>
        <span className="text-sm text-slate-500">
          {t('companies.members.total', { count: section.total })}
        </span>
      </div>
      {section.members.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t(`companies.members.empty_${kind}`)}
        </p>
      ) : (
        // Relative: the scroller holds what is positioned inside it (screen-reader-only text), which
        // would otherwise escape and widen the whole page.
        <div className="md:relative md:overflow-x-auto md:rounded-xl md:border md:border-slate-200 md:bg-white">
          <table aria-labelledby={headingId} className="w-full text-left max-md:block">
            <thead className="bg-slate-50 max-md:hidden">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 first:pl-3 last:pr-3"
                  >
                    {t(`companies.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block max-md:space-y-3">
              {section.members.map((member) => (
                <MemberTableRow key={member.key} member={member} onRevealed={onRevealed} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
