import { useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** Where the answer is kept; a page the server rendered arrives with it already there. */
export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const

/** The site's configuration; undefined while loading or when the service cannot be reached. */
export const useSiteConfig = () => {
  const getSiteConfig = useUseCase(T.GetSiteConfig)
  return useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: () => getSiteConfig.execute(),
    staleTime: 5 * 60_000,
  }).data
}
