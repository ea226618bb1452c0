import type { Container } from 'inversify'
import { contactsWorkspaceRoutes } from '../../adapters/server/api/routes/contacts-workspace.routes.ts'
import { KyselyContactsWorkspace } from '../../adapters/server/persistence/kysely-contacts-workspace.repository.ts'
import { ReadYourWritesWorkspace } from '../../adapters/server/persistence/read-your-writes-workspace.ts'
import { ExcelJsSpreadsheetWriter } from '../../adapters/server/spreadsheets/exceljs-spreadsheet-writer.ts'
import { AddContactsToList } from '../../application/server/add-contacts-to-list.use-case.ts'
import { ContactLists } from '../../application/server/contact-lists.use-case.ts'
import { ExportContacts } from '../../application/server/export-contacts.use-case.ts'
import { ListContacts } from '../../application/server/list-contacts.use-case.ts'
import type { ContactsWorkspace } from '../../application/server/ports/contacts-workspace.port.ts'
import { ReverifyContacts } from '../../application/server/reverify-contacts.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { ContactEngineTokens } from './contact-engine.area.ts'
import { PersistenceTokens } from './persistence.area.ts'

/**
 * The Contacts page (docs/contacts.md): everyone a user revealed, lists, exports, re-verification.
 * `AddContactsToList` is the use case a bulk job's result calls ("add all found to list…").
 */
export const ContactsWorkspaceTokens = {
  ContactsWorkspace: token<ContactsWorkspace>('ContactsWorkspace'),
  ListContacts: token<ListContacts>('ListContacts'),
  ContactLists: token<ContactLists>('ContactLists'),
  AddContactsToList: token<AddContactsToList>('AddContactsToList'),
  ExportContacts: token<ExportContacts>('ExportContacts'),
  ReverifyContacts: token<ReverifyContacts>('ReverifyContacts'),
} as const

export const bindContactsWorkspaceArea = (container: Container): void => {
  const W = ContactsWorkspaceTokens
  // With a read replica, the Contacts page reads it, except a user's own reads just after a change of
  // theirs (ReadYourWritesWorkspace); every write goes to the primary.
  container.bind(W.ContactsWorkspace).toDynamicValue(async (ctx) => {
    const database = await typedAsyncResolver(ctx)(T.Database)
    const primary = new KyselyContactsWorkspace(database.db)
    if (database.readReplica === undefined) return primary
    return new ReadYourWritesWorkspace(
      primary,
      new KyselyContactsWorkspace(database.readDb),
      typedResolver(ctx)(PersistenceTokens.RecentWriters),
    )
  })
  container.bind(W.ListContacts).toDynamicValue(async (ctx) => {
    return new ListContacts(await typedAsyncResolver(ctx)(W.ContactsWorkspace), typedResolver(ctx)(T.Clock))
  })
  container.bind(W.ContactLists).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new ContactLists(await typedAsyncResolver(ctx)(W.ContactsWorkspace), get(T.Ids), get(T.Clock))
  })
  container.bind(W.AddContactsToList).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new AddContactsToList(
      await getAsync(W.ContactsWorkspace),
      await getAsync(W.ContactLists),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(W.ExportContacts).toDynamicValue(async (ctx) => {
    return new ExportContacts(
      await typedAsyncResolver(ctx)(W.ContactsWorkspace),
      new ExcelJsSpreadsheetWriter(),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(W.ReverifyContacts).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ReverifyContacts(
      await getAsync(W.ContactsWorkspace),
      await getAsync(ContactEngineTokens.JobQueue),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return contactsWorkspaceRoutes({
      listContacts: await getAsync(W.ListContacts),
      lists: await getAsync(W.ContactLists),
      addToList: await getAsync(W.AddContactsToList),
      exportContacts: await getAsync(W.ExportContacts),
      reverify: await getAsync(W.ReverifyContacts),
    })
  })
}
