import { Link } from '@tanstack/react-router'
import { Download, Loader2, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportScope } from '../../../application/browser/ports/companies.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { useContactsExport } from './use-contacts-export.ts'

/** 'Export CSV' of the company's revealed members: for plans that include it, else locked with where to get it. */
export const ExportButton = ({ scope, company }: { scope: ExportScope; company: string }) => {
  const { t } = useTranslation()
  const csv = useContactsExport(scope)
  if (csv.allowed === true)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={csv.exporting}
        aria-label={t('companies.export.label', { company })}
        onClick={csv.download}
      >
        {csv.exporting ? <Loader2 aria-hidden className="animate-spin" /> : <Download aria-hidden />}
        {t(csv.exporting ? 'companies.export.exporting' : 'companies.export.button')}
      </Button>
    )
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled
        aria-describedby={csv.allowed === false ? 'csv-export-locked' : undefined}
      >
        {csv.allowed === false ? <Lock aria-hidden /> : <Download aria-hidden />}
        {t('companies.export.button')}
      </Button>
      {csv.allowed === false ? (
        <Link
          id="csv-export-locked"
          to="/admin/pricing"
          className="text-xs font-medium text-brand-700 hover:underline"
        >
          {t('companies.export.locked')}
        </Link>
      ) : null}
    </div>
  )
}
