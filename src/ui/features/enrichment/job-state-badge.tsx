import { useTranslation } from 'react-i18next'
import type { JobState } from '../../../domain/enrichment/job-progress.ts'
import { Badge } from '../../components/ui/badge.tsx'

const VARIANT = {
  draft: 'neutral',
  running: 'brand',
  paused: 'warning',
  cancelled: 'outline',
  finished: 'success',
} as const

export const JobStateBadge = ({ state }: { readonly state: JobState }) => {
  const { t } = useTranslation()
  return (
    <Badge variant={VARIANT[state]} data-testid="job-state">
      {t(`enrichment.states.${state}`)}
    </Badge>
  )
}
