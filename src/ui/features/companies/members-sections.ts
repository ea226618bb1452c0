import type { CompanyMember, MembersPage } from '../../../application/browser/ports/companies.api.port.ts'

export type MembersSection = { readonly total: number; readonly members: readonly CompanyMember[] }

// The maps are keyed by profile id; `position` keeps the service's order (JSON reorders numeric keys).
const inOrder = (map: MembersPage['desisionMakerProfiles']): readonly CompanyMember[] =>
  Object.values(map).toSorted((a, b) => a.position - b.position)

/** A members page as the screen shows it: two sections, each in the service's order. */
export const sectionsOf = (page: MembersPage) => ({
  decisionMakers: {
    total: page.desisionMetadata.total_results,
    members: inOrder(page.desisionMakerProfiles),
  },
  others: { total: page.searchMetadata.total_results, members: inOrder(page.searchProfiles) },
})
