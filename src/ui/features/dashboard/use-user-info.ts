import { useQuery } from '@tanstack/react-query'
import type { UserInfo } from '../../../application/browser/ports/user-info.gateway.port.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /api/user/info in the query cache: the dashboard reads the user and the onboarding marker from it. */
export const USER_INFO_QUERY_KEY = ['user-info'] as const

/**
 * The signed-in user as the service knows them. A failure leaves the query in its error state and says
 * nothing: a refused session is already told by the auth provider (SPEC §4), which asks on sign-in.
 */
export const useUserInfo = () => {
  const loadUserInfo = useUseCase(T.LoadUserInfo)
  return useQuery({
    queryKey: USER_INFO_QUERY_KEY,
    queryFn: async (): Promise<UserInfo> => {
      const info = await loadUserInfo.execute()
      if ('_tag' in info) throw new Error(`user info unavailable: ${info._tag}`)
      return info
    },
    staleTime: 60_000,
  })
}
