import { useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { useUseCase } from '../../use-case-context.tsx'

// The service recounts at most every 10 s; asking more often than that shows nothing new.
const FRESH_FOR_MS = 10_000

/** Where the answer is kept; a page the server rendered arrives with it already there. */
export const LIVE_COUNTS_QUERY_KEY = ['live-counts'] as const

/** GET /stats, live: undefined while loading or when the service cannot be reached. */
export const useLiveCounts = () => {
  const getLiveCounts = useUseCase(T.GetLiveCounts)
  return useQuery({
    queryKey: LIVE_COUNTS_QUERY_KEY,
    queryFn: () => getLiveCounts.execute(),
    staleTime: FRESH_FOR_MS,
  })
}
