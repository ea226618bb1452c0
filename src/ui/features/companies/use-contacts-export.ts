import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { ExportFailureCode, ExportScope } from '../../../application/browser/ports/companies.api.port.ts'
import { CompaniesTokens as T } from '../../../composition/browser/companies.area.ts'
import { exportFileName } from '../../../domain/export/contacts-csv.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { saveTextFile } from '../../lib/save-file.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { toast } from '../toast/toast.ts'
import { SUBSCRIPTION_QUERY_PREFIX } from './use-members-page.ts'

const FEATURES_KEY = [...SUBSCRIPTION_QUERY_PREFIX, 'features'] as const

// The export call's own code for "your plan does not include it" (a renamed code fails the typecheck).
const NOT_INCLUDED = 'EXPORT_NOT_INCLUDED' satisfies ExportFailureCode

/**
 * Whether the plan includes the CSV export, and the export itself. The entitlement is read with the
 * subscription (its key sits under the subscription prefix, so a purchase or charge refreshes it); a
 * failure to read it leaves the export locked and is only logged: the page's own calls report the session.
 * The export answers its text alone, so the file is named as the service names it (the day in UTC).
 */
export const useContactsExport = (scope: ExportScope) => {
  const { t } = useTranslation()
  const api = useUseCase(T.CompaniesApi)
  const plan = useUseCase(T.PlanFeaturesApi)
  const report = useFailureReporter('api')
  const features = useQuery({
    queryKey: FEATURES_KEY,
    queryFn: async () => {
      const answer = await plan.subscriptionOverview()
      if (isCallFailure(answer)) {
        console.warn('export entitlement unavailable', answer)
        return { csvExport: false }
      }
      return answer.features
    },
    staleTime: 60_000,
  })
  const queryClient = useQueryClient()
  const download = useMutation({
    mutationFn: () => api.exportContacts({ query: scope }),
    onSuccess: (answer) => {
      if (isCallFailure(answer)) {
        // The plan changed since the button was shown (cancelled, expired): lock it again.
        if (answer._tag === 'ApiCallFailed' && answer.code === NOT_INCLUDED)
          void queryClient.invalidateQueries({ queryKey: FEATURES_KEY })
        return void report(answer)
      }
      const filename = exportFileName(instant(Date.now()))
      saveTextFile(filename, answer)
      toast.success(t('companies.export.done', { filename }))
    },
  })
  return {
    /** undefined while it is being read. */
    allowed: features.data?.csvExport,
    exporting: download.isPending,
    download: () => download.mutate(),
  }
}
