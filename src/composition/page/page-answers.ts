import type { QueryClient } from '@tanstack/react-query'
import { LIVE_COUNTS_QUERY_KEY } from '../../ui/features/home/use-live-counts.ts'
import { SITE_CONFIG_QUERY_KEY } from '../../ui/features/site/use-site-config.ts'

/**
 * The public answers a page the server renders is drawn with, as the service gave them (its wire
 * format, keyed by path). They travel in the page, so the browser hydrates with the very same data and
 * does not ask for them again.
 */
export const PAGE_ANSWER_PATHS = ['/api/stats', '/api/site-config'] as const
export type PageAnswerPath = (typeof PAGE_ANSWER_PATHS)[number]
export type PageAnswers = Partial<Readonly<Record<PageAnswerPath, unknown>>>

// The answers are read as the gateways read them (and their Schemas stay in the gateways' own chunks).
const seeders: Readonly<Record<PageAnswerPath, (client: QueryClient, body: unknown) => Promise<void>>> = {
  '/api/stats': async (client, body) => {
    const { decodeLiveCounts } = await import('../../adapters/browser/http/live-counts-wire.ts')
    client.setQueryData(LIVE_COUNTS_QUERY_KEY, decodeLiveCounts(body))
  },
  '/api/site-config': async (client, body) => {
    const { decodeSiteConfig } = await import('../../adapters/browser/http/site-config-wire.ts')
    client.setQueryData(SITE_CONFIG_QUERY_KEY, decodeSiteConfig(body))
  },
}

/**
 * Puts the answers where the app's queries read them. An answer of the wrong shape is left out: the
 * page then asks for it as it would without one.
 */
export const seedPageAnswers = async (client: QueryClient, answers: PageAnswers): Promise<void> => {
  await Promise.all(
    PAGE_ANSWER_PATHS.filter((path) => answers[path] !== undefined).map((path) =>
      // Left out, the query fetches it again.
      seeders[path](client, answers[path]).catch(() => undefined),
    ),
  )
}
