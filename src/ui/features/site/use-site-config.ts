import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteConfigGateway } from '../../../application/browser/ports/site-config.gateway.port.ts'
import { SiteTokens as T } from '../../../composition/browser/site.area.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** Where the answer is kept; a page the server rendered arrives with it already there. */
export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const

/** The site's configured brand, addresses, chat link and notice. */
export const siteConfigQuery = (api: SiteConfigGateway) =>
  queryOptions({ queryKey: SITE_CONFIG_QUERY_KEY, queryFn: () => api.load(), staleTime: 5 * 60_000 })

/** The site's configuration; undefined while loading or when the service cannot be reached. */
export const useSiteConfig = () => useQuery(siteConfigQuery(useUseCase(T.SiteConfigApi))).data
