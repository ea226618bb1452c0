import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { EnrichmentGateway } from '../../application/browser/ports/enrichment.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Bulk enrichment for a signed-in user: upload, map, run, download (docs/bulk-enrichment.md). */
export const EnrichmentTokens = {
  EnrichmentApi: token<Authorised<EnrichmentGateway>>('EnrichmentApi'),
} as const

export const bindEnrichmentArea = (container: Container): void => {
  const gateway = lazyGateway<EnrichmentGateway>(async () => {
    const { AxiosEnrichmentGateway } = await import('../../adapters/browser/http/axios-enrichment.gateway.ts')
    return new AxiosEnrichmentGateway(await sharedApiClient())
  })
  bindApi(container, EnrichmentTokens.EnrichmentApi, gateway)
}
