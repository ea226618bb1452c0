import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LiveCountsGateway } from '../../../application/browser/ports/live-counts.gateway.port.ts'
import { SiteTokens as T } from '../../../composition/browser/site.area.ts'
import { useUseCase } from '../../use-case-context.tsx'

// The service recounts at most every 10 s; asking more often than that shows nothing new.
const FRESH_FOR_MS = 10_000

/** Where the answer is kept; a page the server rendered arrives with it already there. */
export const LIVE_COUNTS_QUERY_KEY = ['live-counts'] as const

/** GET /stats, for anyone (no sign-in needed). */
export const liveCountsQuery = (api: LiveCountsGateway) =>
  queryOptions({ queryKey: LIVE_COUNTS_QUERY_KEY, queryFn: () => api.load(), staleTime: FRESH_FOR_MS })

/** The home page's contact and company counts, live: undefined while loading or when the service cannot be reached. */
export const useLiveCounts = () => useQuery(liveCountsQuery(useUseCase(T.LiveCountsApi)))
