import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { EnrichmentJob } from '../../../application/browser/ports/enrichment.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { QueryState } from '../activity/query-state.tsx'
import { toast } from '../toast/toast.ts'
import { JobStateBadge } from './job-state-badge.tsx'
import { UploadDropzone } from './upload-dropzone.tsx'
import { useEnrichmentJobs } from './use-enrichment.ts'

/** A toast when a job seen working finishes while the user is on a page that watches it. */
export const useFinishedToast = (jobs: readonly EnrichmentJob[] | undefined) => {
  const { t } = useTranslation()
  const seen = useRef(new Map<string, EnrichmentJob['state']>())
  useEffect(() => {
    for (const job of jobs ?? []) {
      if (seen.current.get(job.id) === 'running' && job.state === 'finished')
        toast.success(
          t('enrichment.toast.finished', { file: job.fileName, found: job.found, rows: job.totalRows }),
        )
      seen.current.set(job.id, job.state)
    }
  }, [jobs, t])
}

const Upgrade = () => {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="enrichment-upgrade"
      className="flex flex-col items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-6"
      data-testid="enrichment-upgrade"
    >
      <h2 id="enrichment-upgrade" className="flex items-center gap-2 font-semibold text-slate-900">
        <Sparkles aria-hidden className="size-4 text-brand-600" />
        {t('enrichment.upgrade.title')}
      </h2>
      <p className="max-w-2xl text-sm text-slate-700">{t('enrichment.upgrade.body')}</p>
      <Button asChild>
        <Link to="/admin/pricing">{t('enrichment.upgrade.button')}</Link>
      </Button>
    </section>
  )
}

const JobsTable = ({ jobs }: { readonly jobs: readonly EnrichmentJob[] }) => {
  const { t, i18n } = useTranslation()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  if (jobs.length === 0) return <p className="text-sm text-slate-500">{t('enrichment.jobs.none')}</p>
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <Table data-testid="enrichment-jobs">
        <TableHeader>
          <TableRow>
            <TableHead>{t('enrichment.jobs.file')}</TableHead>
            <TableHead>{t('enrichment.jobs.created')}</TableHead>
            <TableHead className="text-right">{t('enrichment.jobs.rows')}</TableHead>
            <TableHead className="text-right">{t('enrichment.jobs.found')}</TableHead>
            <TableHead className="text-right">{t('enrichment.jobs.charged')}</TableHead>
            <TableHead>{t('enrichment.jobs.state')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id}>
              <TableCell className="max-w-64 truncate font-medium">
                <Link
                  to="/admin/enrichment/$jobId"
                  params={{ jobId: job.id }}
                  className="text-brand-700 hover:underline"
                >
                  {job.fileName}
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {when.format(new Date(job.createdAt))}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {job.totalRows.toLocaleString(i18n.language)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {job.found.toLocaleString(i18n.language)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {job.charged.toLocaleString(i18n.language)}
              </TableCell>
              <TableCell>
                <JobStateBadge state={job.state} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

/**
 * /admin/enrichment (issue 20 §1): upload a spreadsheet to enrich, and the jobs of the last 30 days.
 * Without a Pro plan the page says what the feature does and offers the upgrade.
 */
export const EnrichmentPage = () => {
  const { t } = useTranslation()
  const jobs = useEnrichmentJobs()
  useFinishedToast(jobs.data?.jobs)
  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('enrichment.title')}</h1>
        <p className="max-w-2xl text-sm text-slate-600">{t('enrichment.description')}</p>
      </header>
      {jobs.data === undefined ? (
        <QueryState
          loading={jobs.isPending}
          loadingText={t('enrichment.loading')}
          failedText={t('enrichment.failed')}
          retryText={t('enrichment.retry')}
          onRetry={() => void jobs.refetch()}
        />
      ) : (
        <>
          {jobs.data.included ? <UploadDropzone /> : <Upgrade />}
          {!jobs.data.included && jobs.data.jobs.length === 0 ? null : (
            <section aria-labelledby="enrichment-jobs-title" className="space-y-3">
              <h2 id="enrichment-jobs-title" className="font-semibold text-slate-900">
                {t('enrichment.jobs.title')}
              </h2>
              <JobsTable jobs={jobs.data.jobs} />
              <p className="text-xs text-slate-500">{t('enrichment.jobs.kept')}</p>
            </section>
          )}
        </>
      )}
    </div>
  )
}
