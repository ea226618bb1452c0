import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import type {
  ContactsRequest,
  ContactsWorkspaceGateway,
} from '../../../application/browser/ports/contacts-workspace.gateway.port.ts'
import { ContactsWorkspaceTokens as T } from '../../../composition/browser/contacts-workspace.area.ts'
import type { ContactFilter } from '../../../domain/contacts-workspace/contact-query.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** Every query of the Contacts page starts with this key: a change to lists or contacts refreshes all. */
export const CONTACTS_QUERY_PREFIX = ['contacts-workspace'] as const

type Api = Authorised<ContactsWorkspaceGateway>

export const contactsQuery = (api: Api, report: ReportFailure, request: ContactsRequest) =>
  queryOptions({
    queryKey: [...CONTACTS_QUERY_PREFIX, 'contacts', request],
    queryFn: async () => dataOrThrow(await api.contacts(request), report),
    // The page shown stays while the next loads: no flash of an empty grid between pages.
    placeholderData: keepPreviousData,
  })

export const contactListsQuery = (api: Api, report: ReportFailure) =>
  queryOptions({
    queryKey: [...CONTACTS_QUERY_PREFIX, 'lists'],
    queryFn: async () => dataOrThrow(await api.lists(), report),
  })

/** GET /api/contacts: one page. */
export const useContacts = (request: ContactsRequest) => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  return useQuery(contactsQuery(api, report, request))
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

/** The list calls answer their failures as data: the form shows the name problems itself. */
export const useListActions = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const refresh = useRefresh()
  const create = useMutation({ mutationFn: (name: string) => api.createList(name), onSuccess: refresh })
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.renameList(id, name),
    onSuccess: refresh,
  })
  const remove = useMutation({ mutationFn: (id: string) => api.deleteList(id), onSuccess: refresh })
  const add = useMutation({
    mutationFn: ({ id, profileIds }: { id: string; profileIds: readonly string[] }) =>
      api.addToList(id, profileIds),
    onSuccess: refresh,
  })
  const take = useMutation({
    mutationFn: ({ id, profileIds }: { id: string; profileIds: readonly string[] }) =>
      api.removeFromList(id, profileIds),
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
    mutationFn: async (profileIds: readonly string[]) => dataOrThrow(await api.reverify(profileIds), report),
    onSuccess: refresh,
  })
}

/** GET /api/contacts/export.{csv,xlsx}: the file of a filtered view or a list. */
export const useContactsExport = () => {
  const api = useUseCase(T.ContactsWorkspaceApi)
  const report = useFailureReporter('api')
  return useMutation({
    mutationFn: async ({ format, filter }: { format: 'csv' | 'xlsx'; filter: ContactFilter }) =>
      dataOrThrow(await api.exportFile(format, filter), report),
  })
}
