import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ContactsFilterQuery,
  ContactsQuery,
  ContactsWorkspaceApi,
} from '../../../application/browser/ports/contacts-workspace.api.port.ts'
import { ContactsWorkspaceTokens as T } from '../../../composition/browser/contacts-workspace.area.ts'
import { workspaceExportName } from '../../../domain/contacts-workspace/contacts-table.ts'
import type { SpreadsheetFormat } from '../../../domain/export/spreadsheet-format.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** Every query of the Contacts page starts with this key: a change to lists or contacts refreshes all. */
export const CONTACTS_QUERY_PREFIX = ['contacts-workspace'] as const

export const contactsQuery = (api: ContactsWorkspaceApi, report: ReportFailure, query: ContactsQuery) =>
  queryOptions({
    queryKey: [...CONTACTS_QUERY_PREFIX, 'contacts', query],
    queryFn: async () => dataOrThrow(await api.listContacts({ query }), report),
    // The page shown stays while the next loads: no flash of an empty grid between pages.
    placeholderData: keepPreviousData,
  })

export const contactListsQuery = (api: ContactsWorkspaceApi, report: ReportFailure) =>
  queryOptions({
    queryKey: [...CONTACTS_QUERY_PREFIX, 'lists'],
    queryFn: async () => dataOrThrow(await api.listContactLists(), report).lists,
  })

/** GET /api/contacts: one page. */
export const useContacts = (query: ContactsQuery) => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  return useQuery(contactsQuery(api, report, query))
}

/** GET /api/contact-lists. */
export const useContactLists = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  return useQuery(contactListsQuery(api, report))
}

/** A change of contacts or lists: the grid and the lists are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: CONTACTS_QUERY_PREFIX })
}

type Members = { readonly id: string; readonly profileIds: readonly string[] }

/** The list calls answer their failures as data: the form shows the name problems itself. */
export const useListActions = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const refresh = useRefresh()
  const create = useMutation({
    mutationFn: (name: string) => api.createContactList({ body: { name } }),
    onSuccess: refresh,
  })
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.renameContactList({ params: { id }, body: { name } }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteContactList({ params: { id } }),
    onSuccess: refresh,
  })
  const add = useMutation({
    mutationFn: ({ id, profileIds }: Members) =>
      api.addToContactList({ params: { id }, body: { linkedinIds: [...profileIds] } }),
    onSuccess: refresh,
  })
  const take = useMutation({
    mutationFn: ({ id, profileIds }: Members) =>
      api.removeFromContactList({ params: { id }, body: { linkedinIds: [...profileIds] } }),
    onSuccess: refresh,
  })
  return { create, rename, remove, add, take }
}

/** POST /api/contacts/reverify. */
export const useReverify = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (profileIds: readonly string[]) =>
      dataOrThrow(await api.reverifyContacts({ body: { linkedinIds: [...profileIds] } }), report),
    onSuccess: refresh,
  })
}

/** A Contacts export as the page saves it: the CSV's text, or the workbook's bytes, and its name. */
export type ContactsFile =
  | { readonly format: 'csv'; readonly filename: string; readonly csv: string }
  | { readonly format: 'xlsx'; readonly filename: string; readonly bytes: Uint8Array }

/**
 * GET /api/contacts/export.{csv,xlsx}: the file of a filtered view or a list. The CSV call answers its
 * text alone, so it is named as the service names it (the same rule, the day in UTC).
 */
export const useContactsExport = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  return useMutation({
    mutationFn: async ({
      format,
      filter,
    }: {
      format: SpreadsheetFormat
      filter: ContactsFilterQuery
    }): Promise<ContactsFile> => {
      if (format === 'csv') {
        const csv = dataOrThrow(await api.exportContactsCsv({ query: filter }), report)
        return { format, filename: workspaceExportName(Date.now(), 'csv'), csv }
      }
      const file = dataOrThrow(await api.exportContactsXlsx({ query: filter }), report)
      return { format, filename: file.filename, bytes: file.bytes }
    },
  })
}
