import { useTranslation } from 'react-i18next'
import type { PlanStatus } from '../../../application/browser/ports/subscription.api.port.ts'
import { Badge } from '../../components/ui/badge.tsx'

const VARIANTS = { ACTIVE: 'success', CANCELLED: 'warning', EXPIRED: 'neutral' } as const

/** SPEC §3/§4: Active, Cancelled, or (anything else) Expired. */
export const StatusBadge = ({ status }: { status: PlanStatus }) => {
  const { t } = useTranslation()
  const shown = status === 'ACTIVE' || status === 'CANCELLED' ? status : 'EXPIRED'
  return <Badge variant={VARIANTS[shown]}>{t(`subscription.status.${shown}`)}</Badge>
}
