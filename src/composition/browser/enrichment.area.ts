import type { Container } from 'inversify'
import type { EnrichmentApi } from '../../application/browser/ports/enrichment.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** Bulk enrichment for a signed-in user: upload, map, run, download (docs/bulk-enrichment.md). */
export const EnrichmentTokens = {
  EnrichmentApi: token<EnrichmentApi>('EnrichmentApi'),
} as const

export const bindEnrichmentArea = (container: Container): void =>
  bindContractApi(
    container,
    EnrichmentTokens.EnrichmentApi,
    () => import('../../adapters/http-contract/enrichment.ts'),
  )
