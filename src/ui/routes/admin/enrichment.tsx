import { createFileRoute } from '@tanstack/react-router'
import { EnrichmentPage } from '../../features/enrichment/enrichment-page.tsx'

export const Route = createFileRoute('/admin/enrichment')({ component: EnrichmentPage })
