import type { Container } from 'inversify'
import type { ContactsWorkspaceApi } from '../../application/browser/ports/contacts-workspace.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The Contacts page for a signed-in user: contacts, lists, exports, re-verify (docs/contacts.md). */
export const ContactsWorkspaceTokens = {
  ContactsWorkspaceApi: token<ContactsWorkspaceApi>('ContactsWorkspaceApi'),
} as const

export const bindContactsWorkspaceArea = (container: Container): void =>
  bindContractApi(
    container,
    ContactsWorkspaceTokens.ContactsWorkspaceApi,
    () => import('../../adapters/http-contract/contacts-workspace.ts'),
  )
