import {
  createColumnHelper,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  ContactListView,
  WorkspaceContactView,
} from '../../../application/browser/ports/contacts-workspace.api.port.ts'
import type { ContactSort, SortDirection } from '../../../domain/contacts-workspace/contact-query.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { formatDate } from '../activity/format-time.ts'
import { EmailVerdictBadge } from '../contact-engine/email-verdict-badge.tsx'

const features = tableFeatures({ rowSelectionFeature })
const column = createColumnHelper<typeof features, WorkspaceContactView>()

const SortButton = ({
  sort,
  label,
  current,
  direction,
  onSort,
}: {
  sort: ContactSort
  label: string
  current: ContactSort
  direction: SortDirection
  onSort: (sort: ContactSort) => void
}) => {
  const Icon = current !== sort ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className="inline-flex items-center gap-1 font-semibold text-slate-600 hover:text-slate-900"
    >
      {label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  )
}

/**
 * The Contacts grid (TanStack Table v9): a checkbox per row (selection by profile id), the person, the
 * company, the revealed email with its verdict, the phone, the lists and the reveal date. Sorting is the
 * service's (the headers ask for it); the table only lays out the page it was given.
 */
export const ContactsGrid = ({
  contacts,
  lists,
  sort,
  direction,
  onSort,
  selection,
  onSelectionChange,
}: {
  contacts: readonly WorkspaceContactView[]
  lists: readonly ContactListView[]
  sort: ContactSort
  direction: SortDirection
  onSort: (sort: ContactSort) => void
  selection: RowSelectionState
  onSelectionChange: (next: RowSelectionState) => void
}) => {
  const { t, i18n } = useTranslation()
  const names = new Map(lists.map((l) => [l.id, l.name]))
  const sortable = { current: sort, direction, onSort }
  const columns = column.columns([
    column.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('contacts.grid.selectAll')}
          checked={table.getIsAllRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('contacts.grid.select', { name: row.original.name })}
          checked={row.getIsSelected()}
          onChange={() => row.toggleSelected()}
        />
      ),
    }),
    column.accessor('name', {
      header: () => <SortButton sort="name" label={t('contacts.columns.name')} {...sortable} />,
      cell: ({ row }) => (
        <div className="min-w-36">
          <a
            href={row.original.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-slate-900 hover:underline"
          >
            {row.original.name}
            <ExternalLink aria-hidden className="size-3 text-slate-400" />
          </a>
          {row.original.title === null ? null : (
            <p className="text-xs text-slate-500">{row.original.title}</p>
          )}
        </div>
      ),
    }),
    column.accessor('company', {
      header: () => <SortButton sort="company" label={t('contacts.columns.company')} {...sortable} />,
      cell: ({ row }) =>
        row.original.company === null ? (
          <span className="text-slate-400">{t('contacts.none')}</span>
        ) : (
          <div className="min-w-28">
            <p className="text-slate-900">{row.original.company}</p>
            {row.original.companyDomain === null ? null : (
              <p className="text-xs text-slate-500">{row.original.companyDomain}</p>
            )}
          </div>
        ),
    }),
    column.accessor('email', {
      header: () => <span className="font-semibold text-slate-600">{t('contacts.columns.contact')}</span>,
      cell: ({ row }) => {
        const c = row.original
        if (c.email === null && c.phone === null)
          return <span className="text-slate-400">{t('contacts.none')}</span>
        return (
          <div className="max-w-56 min-w-40 space-y-1">
            {c.email === null ? null : (
              <>
                <p className="font-mono text-xs break-all text-slate-900">{c.email}</p>
                {c.verdict === null ? null : (
                  <EmailVerdictBadge
                    verdict={c.verdict}
                    {...(c.checkedAt === null ? {} : { checkedAt: c.checkedAt })}
                  />
                )}
              </>
            )}
            {c.phone === null ? null : (
              <p className="font-mono text-xs whitespace-nowrap text-slate-900">
                {c.phone}
                {c.whatsappValid ? <span className="ml-2 font-sans text-emerald-700">WhatsApp</span> : null}
              </p>
            )}
          </div>
        )
      },
    }),
    column.accessor('lists', {
      header: () => <span className="font-semibold text-slate-600">{t('contacts.columns.lists')}</span>,
      cell: ({ row }) => (
        <div className="flex max-w-40 flex-wrap gap-1">
          {row.original.lists.map((id) => (
            <Badge key={id} variant="neutral">
              {names.get(id) ?? '…'}
            </Badge>
          ))}
        </div>
      ),
    }),
    column.accessor('revealedAt', {
      header: () => <SortButton sort="revealed" label={t('contacts.columns.revealed')} {...sortable} />,
      cell: ({ row }) => (
        <time dateTime={row.original.revealedAt} className="text-xs whitespace-nowrap text-slate-600">
          {formatDate(row.original.revealedAt, i18n.resolvedLanguage)}
        </time>
      ),
    }),
  ])
  const table = useTable({
    features,
    columns,
    data: contacts,
    getRowId: (row) => row.linkedinId,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  })
  const ariaSort = (id: string): 'ascending' | 'descending' | undefined => {
    const sorted = { name: 'name', company: 'company', revealedAt: 'revealed' }[id]
    if (sorted !== sort) return undefined
    return direction === 'asc' ? 'ascending' : 'descending'
  }
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="contacts-grid">
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column.id)}
                  className="px-2.5 py-2 text-xs whitespace-nowrap"
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-profile-id={row.id}
              className="border-t border-slate-100 align-top data-[selected=true]:bg-brand-50"
              data-selected={row.getIsSelected()}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-2.5 py-2.5">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
