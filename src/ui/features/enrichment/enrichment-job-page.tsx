import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { ArrowLeft, Download, Pause, Play } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  EnrichmentJob,
  EnrichmentQuote,
} from '../../../application/browser/ports/enrichment.api.port.ts'
import {
  COLUMN_ROLES,
  type ColumnMapping,
  type ColumnRole,
  isUsableMapping,
} from '../../../domain/enrichment/column-mapping.ts'
import { canAddFoundToList, canCancel, canResume } from '../../../domain/enrichment/job-progress.ts'
import { Button } from '../../components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { QueryState } from '../activity/query-state.tsx'
import { AddToListButton } from '../contacts/add-to-list-button.tsx'
import { useFinishedToast } from './enrichment-page.tsx'
import { JobStateBadge } from './job-state-badge.tsx'
import {
  useAddFoundToList,
  useDownloadResult,
  useEnrichmentJob,
  useEnrichmentQuote,
  useJobAction,
} from './use-enrichment.ts'

const Figure = ({
  label,
  value,
  testId,
}: {
  readonly label: string
  readonly value: string
  readonly testId?: string
}) => (
  <div className="rounded-lg bg-slate-50 px-3 py-2">
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd className="text-lg font-semibold tabular-nums text-slate-900" data-testid={testId}>
      {value}
    </dd>
  </div>
)

/** The file's columns with a key each (headers may repeat: the position tells them apart). */
const columnsOf = (job: EnrichmentJob) =>
  job.columns.map((name, position) => ({ name, position, key: `${String(position)}:${name}` }))

const withRole = (mapping: ColumnMapping, role: ColumnRole, column: number | undefined): ColumnMapping => {
  const next: Partial<Record<ColumnRole, number>> = {}
  for (const r of COLUMN_ROLES) {
    const at = r === role ? column : mapping[r]
    // A column is one role's: choosing it for this role takes it from another.
    if (at !== undefined && (r === role || at !== column)) next[r] = at
  }
  return next
}

const MappingForm = ({
  job,
  mapping,
  onChange,
}: {
  readonly job: EnrichmentJob
  readonly mapping: ColumnMapping
  readonly onChange: (mapping: ColumnMapping) => void
}) => {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="column-mapping">
      <legend className="mb-2 text-sm text-slate-600">{t('enrichment.mapping.help')}</legend>
      {COLUMN_ROLES.map((role) => (
        <label key={role} className="space-y-1 text-sm">
          <span className="font-medium text-slate-700">{t(`enrichment.roles.${role}`)}</span>
          <select
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            value={mapping[role] === undefined ? '' : String(mapping[role])}
            data-testid={`map-${role}`}
            onChange={(event) =>
              onChange(
                withRole(mapping, role, event.target.value === '' ? undefined : Number(event.target.value)),
              )
            }
          >
            <option value="">{t('enrichment.mapping.none')}</option>
            {columnsOf(job).map((column) => (
              <option key={column.key} value={column.position}>
                {column.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  )
}

const Preview = ({ job, quote }: { readonly job: EnrichmentJob; readonly quote: EnrichmentQuote }) => {
  const { t } = useTranslation()
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <Table data-testid="mapping-preview">
        <TableHeader>
          <TableRow>
            {columnsOf(job).map((column) => (
              <TableHead key={column.key}>{column.name}</TableHead>
            ))}
            <TableHead>{t('enrichment.preview.readAs')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quote.preview.map(({ cells, reading }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their order
            <TableRow key={index}>
              {columnsOf(job).map((column) => (
                <TableCell key={column.key} className="max-w-48 truncate text-slate-700">
                  {cells[column.position] ?? ''}
                </TableCell>
              ))}
              <TableCell className="whitespace-nowrap">
                <span className={reading.kind === 'invalid' ? 'text-red-700' : 'text-slate-900'}>
                  {t(`enrichment.preview.kinds.${reading.kind}`)}
                </span>{' '}
                <span className="text-slate-500">
                  {reading.kind === 'invalid'
                    ? t(`enrichment.reasons.${reading.detail}`, { defaultValue: reading.detail })
                    : reading.detail}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

const Draft = ({ job }: { readonly job: EnrichmentJob }) => {
  const { t, i18n } = useTranslation()
  const [mapping, setMapping] = useState<ColumnMapping>(job.mapping)
  const usable = isUsableMapping(mapping)
  const quote = useEnrichmentQuote(job.id, mapping, true)
  const action = useJobAction(job.id)
  const n = (value: number) => value.toLocaleString(i18n.language)
  return (
    <div className="space-y-6">
      <section aria-labelledby="mapping-title" className="space-y-3">
        <h2 id="mapping-title" className="font-semibold text-slate-900">
          {t('enrichment.mapping.title')}
        </h2>
        <MappingForm job={job} mapping={mapping} onChange={setMapping} />
        {usable ? null : (
          <p role="alert" className="text-sm text-amber-800">
            {t('enrichment.mapping.unusable')}
          </p>
        )}
      </section>
      {quote.data === undefined ? null : (
        <>
          <section aria-labelledby="preview-title" className="space-y-3">
            <h2 id="preview-title" className="font-semibold text-slate-900">
              {t('enrichment.preview.title')}
            </h2>
            <Preview job={job} quote={quote.data} />
          </section>
          <section
            aria-labelledby="cost-title"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="cost-title" className="font-semibold text-slate-900">
              {t('enrichment.cost.title')}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="enrichment-cost">
              <Figure label={t('enrichment.cost.rows')} value={n(quote.data.rows)} />
              {/* Shown before paying (issue 29 §20): rows that copy an earlier one free, rows nothing reads. */}
              <Figure
                label={t('enrichment.cost.duplicates')}
                value={n(quote.data.valid - quote.data.distinct)}
                testId="cost-duplicates"
              />
              <Figure
                label={t('enrichment.cost.unreadable')}
                value={n(quote.data.rows - quote.data.valid)}
                testId="cost-unreadable"
              />
              <Figure
                label={t('enrichment.cost.answerable')}
                value={n(quote.data.answerable)}
                testId="cost-answerable"
              />
              <Figure
                label={t('enrichment.cost.most')}
                value={n(quote.data.mostCredits)}
                testId="cost-most"
              />
              <Figure label={t('enrichment.cost.held')} value={n(quote.data.held)} testId="cost-held" />
            </dl>
            <p className="text-sm text-slate-600">{t('enrichment.cost.rules')}</p>
            {quote.data.mostCredits > quote.data.held ? (
              <p className="text-sm text-amber-800">{t('enrichment.cost.short')}</p>
            ) : null}
            <Button
              disabled={!usable || action.isPending}
              onClick={() => action.mutate({ kind: 'start', mapping })}
              data-testid="start-job"
            >
              <Play aria-hidden />
              {t('enrichment.cost.confirm', { count: quote.data.rows })}
            </Button>
          </section>
        </>
      )}
    </div>
  )
}

const eta = (seconds: number | null, t: TFunction) => {
  if (seconds === null) return '—'
  if (seconds < 60) return t('enrichment.progress.seconds', { count: seconds })
  return t('enrichment.progress.minutes', { count: Math.ceil(seconds / 60) })
}

const Progress = ({ job }: { readonly job: EnrichmentJob }) => {
  const { t, i18n } = useTranslation()
  const action = useJobAction(job.id)
  const download = useDownloadResult(job.id)
  const addFound = useAddFoundToList(job.id)
  const n = (value: number) => value.toLocaleString(i18n.language)
  const percent = job.totalRows === 0 ? 100 : Math.floor((job.doneRows / job.totalRows) * 100)
  const kept = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(job.expiresAt))
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="progress-title"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="progress-title" className="sr-only">
          {t('enrichment.progress.title')}
        </h2>
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-900" data-testid="progress-text">
              {t('enrichment.progress.rows', { done: n(job.doneRows), total: n(job.totalRows) })}
            </span>
            <span className="text-slate-500">
              {job.state === 'running' ? t('enrichment.progress.eta', { eta: eta(job.etaSeconds, t) }) : null}
            </span>
          </div>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('enrichment.progress.title')}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-500 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={t('enrichment.progress.found')} value={n(job.found)} testId="progress-found" />
          <Figure label={t('enrichment.progress.notFound')} value={n(job.notFound)} />
          <Figure label={t('enrichment.progress.failed')} value={n(job.invalid)} />
          <Figure label={t('enrichment.progress.charged')} value={n(job.charged)} testId="progress-charged" />
        </dl>
        {job.state === 'paused' ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('enrichment.progress.paused')}{' '}
            <Link to="/admin/pricing" className="font-medium underline">
              {t('enrichment.progress.buy')}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canCancel(job.state) ? (
            <Button
              variant="outline"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'cancel' })}
            >
              <Pause aria-hidden />
              {t('enrichment.progress.cancel')}
            </Button>
          ) : null}
          {canResume(job.state) ? (
            <Button
              variant="outline"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'resume' })}
            >
              <Play aria-hidden />
              {t('enrichment.progress.resume')}
            </Button>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="result-title" className="space-y-3">
        <h2 id="result-title" className="font-semibold text-slate-900">
          {t('enrichment.result.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {job.state === 'finished' ? t('enrichment.result.ready') : t('enrichment.result.partial')}{' '}
          {t('enrichment.result.kept', { date: kept })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={download.isPending}
            onClick={() => download.mutate('csv')}
            data-testid="download-csv"
          >
            <Download aria-hidden />
            {t('enrichment.result.csv')}
          </Button>
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() => download.mutate('xlsx')}
            data-testid="download-xlsx"
          >
            <Download aria-hidden />
            {t('enrichment.result.xlsx')}
          </Button>
          {canAddFoundToList(job.state) && job.found > 0 ? (
            <AddToListButton
              profileIds={[]}
              size="md"
              addPeople={addFound}
              texts={{
                button: t('enrichment.result.addToList'),
                title: t('enrichment.result.addToListTitle'),
              }}
            />
          ) : null}
        </div>
      </section>
    </div>
  )
}

/**
 * /admin/enrichment/{id}: a draft's column mapping, preview and cost, then, once confirmed, the job's
 * live progress (polled; a reload finds it where it is), cancel and resume, and the downloads.
 */
export const EnrichmentJobPage = ({ jobId }: { readonly jobId: string }) => {
  const { t } = useTranslation()
  const job = useEnrichmentJob(jobId)
  const jobs = useMemo(() => (job.data === undefined ? undefined : [job.data]), [job.data])
  useFinishedToast(jobs)
  useEffect(() => {
    if (job.data !== undefined) document.title = `${job.data.fileName} · LeadLens`
  }, [job.data])
  return (
    <div className="space-y-6 p-4 md:p-6">
      <Link
        to="/admin/enrichment"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('enrichment.back')}
      </Link>
      {job.data === undefined ? (
        <QueryState
          loading={job.isPending}
          loadingText={t('enrichment.loading')}
          failedText={t('enrichment.failed')}
          retryText={t('enrichment.retry')}
          onRetry={() => void job.refetch()}
        />
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight text-slate-900">
              {job.data.fileName}
            </h1>
            <JobStateBadge state={job.data.state} />
          </header>
          {job.data.state === 'draft' ? <Draft job={job.data} /> : <Progress job={job.data} />}
        </>
      )}
    </div>
  )
}
