import { useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** The site's configuration; undefined while loading or when the service cannot be reached. */
export const useSiteConfig = () => {
  const getSiteConfig = useUseCase(T.GetSiteConfig)
  return useQuery({
    queryKey: ['site-config'],
    queryFn: () => getSiteConfig.execute(),
    staleTime: 5 * 60_000,
  }).data
}
