import type { AxiosInstance } from 'axios'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  ContactsRequest,
  ContactsWorkspaceGateway,
} from '../../../application/browser/ports/contacts-workspace.gateway.port.ts'
import type { ContactFilter } from '../../../domain/contacts-workspace/contact-query.ts'
import {
  addToContactList,
  type ContactItem,
  createContactList,
  deleteContactList,
  exportContactsCsv,
  exportContactsXlsx,
  listContactLists,
  listContacts,
  removeFromContactList,
  renameContactList,
  reverifyContacts,
} from '../../http-contract/contacts-workspace.ts'
import { callApi, requestOf } from './call-api.ts'
import { requestBytes } from './request-bytes.ts'
import { requestText } from './request-text.ts'

const contactOf = (c: typeof ContactItem.Type) => ({
  profileId: c.linkedinId,
  url: c.url,
  name: c.name,
  title: c.title,
  company: c.company,
  companyDomain: c.companyDomain,
  email: c.email,
  verdict: c.verdict,
  checkedAt: c.checkedAt,
  phone: c.phone,
  whatsappValid: c.whatsappValid,
  revealedAt: c.revealedAt,
  lists: c.lists,
  reverifyAfter: c.reverifyAfter,
})

// Only the filters set travel: a blank one is none.
const filterQuery = (filter: ContactFilter) => {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter))
    if (typeof value === 'string' && value.trim() !== '') query[key] = value
  return query
}

/** ContactsWorkspaceGateway over the shared API client (/api/contacts…, /api/contact-lists…). */
export class AxiosContactsWorkspaceGateway implements ContactsWorkspaceGateway {
  constructor(private readonly client: AxiosInstance) {}

  async contacts(accessToken: string, request: ContactsRequest) {
    const query = {
      ...filterQuery(request.filter),
      sort: request.sort,
      direction: request.direction,
      limit: String(request.limit),
      ...(request.after === undefined ? {} : { after: request.after }),
    }
    const body = await callApi(this.client, accessToken, listContacts, { query })
    if (isCallFailure(body)) return body
    return { contacts: body.contacts.map(contactOf), next: body.next, total: body.total, more: body.more }
  }

  async exportFile(accessToken: string, format: 'csv' | 'xlsx', filter: ContactFilter) {
    const call = format === 'csv' ? exportContactsCsv : exportContactsXlsx
    const config = { ...requestOf(call, { query: filterQuery(filter) }), headers: { accept: call.produces } }
    if (format === 'csv') {
      const file = await requestText(this.client, accessToken, config, 'leadlens-contacts.csv')
      return isCallFailure(file) ? file : { format, filename: file.filename, csv: file.csv }
    }
    const file = await requestBytes(this.client, accessToken, config, 'leadlens-contacts.xlsx')
    return isCallFailure(file) ? file : { format, filename: file.filename, bytes: file.bytes }
  }

  async reverify(accessToken: string, profileIds: readonly string[]) {
    return callApi(this.client, accessToken, reverifyContacts, { body: { linkedinIds: [...profileIds] } })
  }

  async lists(accessToken: string) {
    const body = await callApi(this.client, accessToken, listContactLists, {})
    return isCallFailure(body) ? body : body.lists
  }

  createList(accessToken: string, name: string) {
    return callApi(this.client, accessToken, createContactList, { body: { name } })
  }

  async renameList(accessToken: string, listId: string, name: string) {
    const body = await callApi(this.client, accessToken, renameContactList, {
      params: { id: listId },
      body: { name },
    })
    return isCallFailure(body) ? body : { name: body.name }
  }

  deleteList(accessToken: string, listId: string) {
    return callApi(this.client, accessToken, deleteContactList, { params: { id: listId } })
  }

  addToList(accessToken: string, listId: string, profileIds: readonly string[]) {
    return callApi(this.client, accessToken, addToContactList, {
      params: { id: listId },
      body: { linkedinIds: [...profileIds] },
    })
  }

  removeFromList(accessToken: string, listId: string, profileIds: readonly string[]) {
    return callApi(this.client, accessToken, removeFromContactList, {
      params: { id: listId },
      body: { linkedinIds: [...profileIds] },
    })
  }
}
