import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { ContactsWorkspaceGateway } from '../../application/browser/ports/contacts-workspace.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The Contacts page for a signed-in user: contacts, lists, exports, re-verify (docs/contacts.md). */
export const ContactsWorkspaceTokens = {
  ContactsWorkspaceApi: token<Authorised<ContactsWorkspaceGateway>>('ContactsWorkspaceApi'),
} as const

export const bindContactsWorkspaceArea = (container: Container): void => {
  const gateway = lazyGateway<ContactsWorkspaceGateway>(async () => {
    const { AxiosContactsWorkspaceGateway } = await import(
      '../../adapters/browser/http/axios-contacts-workspace.gateway.ts'
    )
    return new AxiosContactsWorkspaceGateway(await sharedApiClient())
  })
  bindApi(container, ContactsWorkspaceTokens.ContactsWorkspaceApi, gateway)
}
