import type { Container } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import {
  CachedCompanySearch,
  COMPANY_SEARCH_CACHE,
} from '../../adapters/server/contact-source/cached-company-search.ts'
import { ExportRevealedContacts } from '../../application/server/export-revealed-contacts.use-case.ts'
import { GetStats } from '../../application/server/get-stats.use-case.ts'
import { RevealProfile } from '../../application/server/reveal-profile.use-case.ts'
import { SearchCompanies } from '../../application/server/search-companies.use-case.ts'
import { SearchHistory } from '../../application/server/search-history.use-case.ts'
import { ViewCompanyMembers } from '../../application/server/view-company-members.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Reveals, company search, members, the search log, the CSV export and the home-page counts. */
export const bindContacts = (container: Container, _config: ServerConfig): void => {
  // Contacts
  container.bind(T.RevealProfile).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new RevealProfile(
      await getAsync(T.ContactSource),
      await getAsync(T.CreditLedger),
      await getAsync(T.ContactAccess),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(T.ViewCompanyMembers).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ViewCompanyMembers(
      await getAsync(T.ContactSource),
      await getAsync(T.ContactAccess),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(T.SearchCompanies).toDynamicValue(async (ctx) => {
    const source = await typedAsyncResolver(ctx)(T.ContactSource)
    const clock = typedResolver(ctx)(T.Clock)
    return new SearchCompanies(new CachedCompanySearch(source, { ...COMPANY_SEARCH_CACHE, now: clock.now }))
  })
  container
    .bind(T.SearchHistory)
    .toDynamicValue(async (ctx) => new SearchHistory(await typedAsyncResolver(ctx)(T.SearchLog)))
  container.bind(T.ExportRevealedContacts).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ExportRevealedContacts(
      await getAsync(T.Billing),
      await getAsync(T.ContactAccess),
      await getAsync(T.ContactSource),
      typedResolver(ctx)(T.Clock),
    )
  })
  container
    .bind(T.GetStats)
    .toDynamicValue(
      async (ctx) =>
        new GetStats(await typedAsyncResolver(ctx)(T.ContactSource), typedResolver(ctx)(T.Clock)),
    )
}
