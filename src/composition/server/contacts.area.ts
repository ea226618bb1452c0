import type { Container } from 'inversify'
import { contactRoutes } from '../../adapters/server/api/routes/contact.routes.ts'
import { contactExportRoutes } from '../../adapters/server/api/routes/contact-export.routes.ts'
import {
  CachedCompanySearch,
  COMPANY_SEARCH_CACHE,
} from '../../adapters/server/contact-source/cached-company-search.ts'
import { ExportRevealedContacts } from '../../application/server/export-revealed-contacts.use-case.ts'
import { GetStats } from '../../application/server/get-stats.use-case.ts'
import { QueueStaleVerdicts } from '../../application/server/queue-stale-verdicts.use-case.ts'
import { RevealProfile } from '../../application/server/reveal-profile.use-case.ts'
import { SearchCompanies } from '../../application/server/search-companies.use-case.ts'
import { SearchHistory } from '../../application/server/search-history.use-case.ts'
import { ViewCompanyMembers } from '../../application/server/view-company-members.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { ContactEngineTokens } from './contact-engine.area.ts'
import { PersistenceTokens } from './persistence.area.ts'

/** Reveals, company search, members, the search log, the CSV export and the home-page counts. */
export const ContactsTokens = {
  RevealProfile: token<RevealProfile>('RevealProfile'),
  SearchCompanies: token<SearchCompanies>('SearchCompanies'),
  ViewCompanyMembers: token<ViewCompanyMembers>('ViewCompanyMembers'),
  SearchHistory: token<SearchHistory>('SearchHistory'),
  ExportRevealedContacts: token<ExportRevealedContacts>('ExportRevealedContacts'),
  GetStats: token<GetStats>('GetStats'),
} as const

export const bindContactsArea = (container: Container): void => {
  const C = ContactsTokens
  // Reveals read the primary: the answer is the same transaction that charged for it. Members pages,
  // autocomplete and the counts read contact data that may be a moment behind: the read replica's when
  // there is one (the charge for a members page still goes to the primary, through ContactAccess).
  const R = PersistenceTokens
  container.bind(C.RevealProfile).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const get = typedResolver(ctx)
    // A stale verdict shown gets a re-check queued on the contact engine's jobs (issue 19 §3).
    const rechecks = new QueueStaleVerdicts(
      await getAsync(ContactEngineTokens.JobQueue),
      get(T.Clock),
      get(T.Config).contactEngine.reverifyAfterDays,
    )
    return new RevealProfile(
      await getAsync(T.ContactSource),
      await getAsync(T.CreditLedger),
      await getAsync(T.ContactAccess),
      get(T.Clock),
      rechecks,
      get(T.Metrics),
    )
  })
  container.bind(C.ViewCompanyMembers).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ViewCompanyMembers(
      await getAsync(R.ReadContactSource),
      await getAsync(T.ContactAccess),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(C.SearchCompanies).toDynamicValue(async (ctx) => {
    const source = await typedAsyncResolver(ctx)(R.ReadContactSource)
    const clock = typedResolver(ctx)(T.Clock)
    return new SearchCompanies(new CachedCompanySearch(source, { ...COMPANY_SEARCH_CACHE, now: clock.now }))
  })
  container
    .bind(C.SearchHistory)
    .toDynamicValue(async (ctx) => new SearchHistory(await typedAsyncResolver(ctx)(T.SearchLog)))
  container.bind(C.ExportRevealedContacts).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ExportRevealedContacts(
      await getAsync(T.Billing),
      await getAsync(T.ContactAccess),
      await getAsync(T.ContactSource),
      typedResolver(ctx)(T.Clock),
    )
  })
  container
    .bind(C.GetStats)
    .toDynamicValue(
      async (ctx) =>
        new GetStats(await typedAsyncResolver(ctx)(R.ReadContactSource), typedResolver(ctx)(T.Clock)),
    )
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return [
      ...contactRoutes({
        revealProfile: await getAsync(C.RevealProfile),
        searchCompanies: await getAsync(C.SearchCompanies),
        viewMembers: await getAsync(C.ViewCompanyMembers),
        searchHistory: await getAsync(C.SearchHistory),
        getStats: await getAsync(C.GetStats),
      }),
      ...contactExportRoutes({ exportContacts: await getAsync(C.ExportRevealedContacts) }),
    ]
  })
}
