import { createFileRoute } from '@tanstack/react-router'
import { EnrichmentJobPage } from '../../features/enrichment/enrichment-job-page.tsx'

const EnrichmentJob = () => {
  const { jobId } = Route.useParams()
  return <EnrichmentJobPage jobId={jobId} />
}

export const Route = createFileRoute('/admin/enrichment_/$jobId')({ component: EnrichmentJob })
