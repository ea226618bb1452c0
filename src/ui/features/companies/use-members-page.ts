import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompanyRef, MembersPage } from '../../../application/browser/ports/companies.api.port.ts'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { CompaniesTokens as T } from '../../../composition/browser/companies.area.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { patchMember } from './patch-member.ts'

/** Another page (the subscription page) shows the credits under this key prefix. */
export const SUBSCRIPTION_QUERY_PREFIX = ['subscription'] as const

const membersKey = (ref: CompanyRef, page: number) =>
  ['company-members', ref.domain ?? '', ref.company ?? '', page] as const

/**
 * One members page. Asking costs a search credit the first time (SPEC §8 failures through 'api': a 429
 * is the 'Credits Exceeded' toast), so it is asked once and kept: no refetch on focus or remount; a
 * reveal patches the kept page in place. A paid page refreshes the credits shown elsewhere.
 */
export const useMembersPage = (ref: CompanyRef, page: number) => {
  const api = useUseCase(T.CompaniesApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  const key = membersKey(ref, page)
  const members = useQuery({
    queryKey: key,
    queryFn: async () => {
      const answer = dataOrThrow(await api.companyMembers({ query: { ...ref, page } }), report)
      if (answer.charged.credits > 0)
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_PREFIX })
      return answer
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // While the next page loads, the current one stays on screen (same company only).
    placeholderData: (previous: MembersPage | undefined) =>
      previous !== undefined &&
      (previous.company.domain === ref.domain || previous.company.name === ref.company)
        ? previous
        : undefined,
  })
  const revealed = (memberKey: string, profile: ProfileContacts) =>
    queryClient.setQueryData<MembersPage>(key, (current) =>
      current === undefined ? current : patchMember(current, memberKey, profile),
    )
  return { members, revealed }
}
