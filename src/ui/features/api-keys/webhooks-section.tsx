import type { TFunction } from 'i18next'
import { Send, Trash2, Webhook } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  WebhookDeliverySummary,
  WebhookEndpointSummary,
} from '../../../application/browser/ports/webhooks.api.port.ts'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { toast } from '../toast/toast.ts'
import { RotatedSecretNotice, RotateSecretButton } from './rotate-webhook-secret.tsx'
import { useCreateWebhook, useRemoveWebhook, useTestWebhook, useWebhooks } from './use-webhooks.ts'

const STATE_BADGE = { delivered: 'success', pending: 'warning', failed: 'danger' } as const

const AddEndpointForm = () => {
  const { t } = useTranslation()
  const create = useCreateWebhook()
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES])
  const [problem, setProblem] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The service decides what it accepts (https only, unless a test setting allows plain http).
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setProblem(t('apiKeys.webhooks.urlInvalid'))
    if (events.length === 0) return setProblem(t('apiKeys.webhooks.eventsRequired'))
    setProblem(undefined)
    create
      .mutateAsync({ url: url.trim(), events })
      .then(() => setUrl(''))
      .catch(() => undefined)
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <FormField label={t('apiKeys.webhooks.url')} hint={t('apiKeys.webhooks.urlHint')} error={problem}>
        {(control) => (
          <Input
            {...control}
            name="url"
            type="url"
            value={url}
            placeholder="https://crm.example.com/leadlens"
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('apiKeys.webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={events.includes(type)}
              onChange={(e) =>
                setEvents((now) => (e.target.checked ? [...now, type] : now.filter((x) => x !== type)))
              }
            />
            <span className="font-mono text-slate-900">{type}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        <Webhook aria-hidden />
        {t('apiKeys.webhooks.add')}
      </Button>
    </form>
  )
}

const EndpointCard = ({ endpoint }: { readonly endpoint: WebhookEndpointSummary }) => {
  const { t, i18n } = useTranslation()
  const test = useTestWebhook()
  const remove = useRemoveWebhook()
  // The answer of a rotation: its new secret shown in a notice (in place of the secret line) until done.
  const [rotated, setRotated] = useState<WebhookEndpointSummary | null>(null)
  return (
    <li
      className="min-w-0 space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      data-endpoint-id={endpoint.id}
    >
      <p className="font-mono text-sm break-all text-slate-900">{endpoint.url}</p>
      <div className="flex flex-wrap gap-1">
        {endpoint.events.map((type) => (
          <Badge key={type} variant="neutral">
            {type}
          </Badge>
        ))}
      </div>
      {rotated === null ? (
        <div className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
          <span className="shrink-0">{t('apiKeys.webhooks.secret')}</span>
          <code className="min-w-0 truncate font-mono text-xs text-slate-900">{endpoint.secret}</code>
          <CopyValueButton value={endpoint.secret} />
        </div>
      ) : (
        <RotatedSecretNotice rotated={rotated} onDone={() => setRotated(null)} />
      )}
      {rotated !== null || endpoint.previousSecretExpiresAt === null ? null : (
        <p className="text-xs text-slate-600" data-testid="previous-secret-note">
          {t('apiKeys.webhooks.previousUntil', {
            time: formatDateTime(endpoint.previousSecretExpiresAt, i18n.language),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() =>
            test
              .mutateAsync(endpoint.id)
              .then(() => toast.success(t('apiKeys.webhooks.testSent')))
              .catch(() => undefined)
          }
        >
          <Send aria-hidden />
          {t('apiKeys.webhooks.test')}
        </Button>
        <RotateSecretButton endpoint={endpoint} onRotated={setRotated} />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('apiKeys.webhooks.removeLabel', { url: endpoint.url })}
          onClick={() => remove.mutateAsync(endpoint.id).catch(() => undefined)}
        >
          <Trash2 aria-hidden />
          {t('apiKeys.webhooks.remove')}
        </Button>
      </div>
    </li>
  )
}

const attemptText = (t: TFunction, attempt: WebhookDeliverySummary['attempts'][number]) =>
  attempt.status === null
    ? t('apiKeys.webhooks.noAnswer', { reason: attempt.error ?? '' })
    : `${attempt.status}${attempt.response ? ` · ${attempt.response}` : ''}`

const DeliveriesTable = ({ deliveries }: { readonly deliveries: readonly WebhookDeliverySummary[] }) => {
  const { t, i18n } = useTranslation()
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('apiKeys.webhooks.columns.time')}</TableHead>
          <TableHead>{t('apiKeys.webhooks.columns.event')}</TableHead>
          <TableHead>{t('apiKeys.webhooks.columns.state')}</TableHead>
          <TableHead>{t('apiKeys.webhooks.columns.attempts')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id} data-delivery-id={delivery.id}>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(delivery.createdAt, i18n.language)}
            </TableCell>
            <TableCell className="font-mono text-xs">{delivery.eventType}</TableCell>
            <TableCell>
              <Badge variant={STATE_BADGE[delivery.state]}>
                {t(`apiKeys.webhooks.states.${delivery.state}`)}
              </Badge>
            </TableCell>
            <TableCell className="min-w-48">
              <ol className="space-y-0.5 text-xs text-slate-700">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.at} className="break-words">
                    {formatDateTime(attempt.at, i18n.language)} — {attemptText(t, attempt)}
                  </li>
                ))}
              </ol>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Webhooks on the keys page: endpoints (signed deliveries, a test button) and what was delivered. */
export const WebhooksSection = () => {
  const { t } = useTranslation()
  const webhooks = useWebhooks()
  return (
    <section aria-labelledby="webhooks-title" className="min-w-0 space-y-3">
      <div className="space-y-1">
        <h2 id="webhooks-title" className="font-semibold text-slate-900">
          {t('apiKeys.webhooks.title')}
        </h2>
        <p className="max-w-2xl text-sm text-slate-600">{t('apiKeys.webhooks.description')}</p>
      </div>
      <AddEndpointForm />
      {webhooks.data === undefined ? null : (
        <>
          {webhooks.data.endpoints.length === 0 ? null : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {webhooks.data.endpoints.map((endpoint) => (
                <EndpointCard key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )}
          <h3 className="text-sm font-semibold text-slate-900">{t('apiKeys.webhooks.deliveries')}</h3>
          {webhooks.data.deliveries.length === 0 ? (
            <p className="text-sm text-slate-500">{t('apiKeys.webhooks.noDeliveries')}</p>
          ) : (
            <DeliveriesTable deliveries={webhooks.data.deliveries} />
          )}
        </>
      )}
    </section>
  )
}
