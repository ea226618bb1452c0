import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { WebhookEndpointSummary } from '../../../application/browser/ports/webhooks.api.port.ts'
import { DEFAULT_OVERLAP_HOURS } from '../../../domain/webhooks/secret-rotation.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { Button } from '../../components/ui/button.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { useAlertDialog } from '../alert/alert-dialog-provider.tsx'
import { useRotateWebhookSecret } from './use-webhooks.ts'

const HOUR_MS = 3_600_000

/**
 * The card's Rotate secret button (issue 29 item 15): asks first, saying until when the current secret
 * keeps signing (the service's default overlap, counted from now), then hands the rotated endpoint on.
 */
export const RotateSecretButton = ({
  endpoint,
  onRotated,
}: {
  readonly endpoint: WebhookEndpointSummary
  readonly onRotated: (rotated: WebhookEndpointSummary) => void
}) => {
  const { t, i18n } = useTranslation()
  const alert = useAlertDialog()
  const rotate = useRotateWebhookSecret()
  const when = (iso: string) => formatDateTime(iso, i18n.language)
  const confirm = () => {
    const until = new Date(Date.now() + DEFAULT_OVERLAP_HOURS * HOUR_MS).toISOString()
    const older = endpoint.previousSecretExpiresAt
    alert.open({
      title: t('apiKeys.webhooks.rotate.title'),
      description: [
        t('apiKeys.webhooks.rotate.description', { time: when(until), hours: DEFAULT_OVERLAP_HOURS }),
        // Rotating during an overlap: the secret before the current one stops now (domain: rotateSecret).
        older === null ? '' : t('apiKeys.webhooks.rotate.endsOlder', { time: when(older) }),
      ]
        .join(' ')
        .trim(),
      confirmText: t('apiKeys.webhooks.rotate.confirm'),
      onConfirm: () =>
        rotate
          .mutateAsync(endpoint.id)
          .then(onRotated)
          // The failure was already reported.
          .catch(() => undefined),
    })
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rotate.isPending}
      aria-label={t('apiKeys.webhooks.rotate.label', { url: endpoint.url })}
      onClick={confirm}
    >
      <RotateCw aria-hidden />
      {t('apiKeys.webhooks.rotate.button')}
    </Button>
  )
}

/** The new secret, with a copy button, and until when the previous one signs beside it. */
export const RotatedSecretNotice = ({
  rotated,
  onDone,
}: {
  readonly rotated: WebhookEndpointSummary
  readonly onDone: () => void
}) => {
  const { t, i18n } = useTranslation()
  const until = rotated.previousSecretExpiresAt
  return (
    <div className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3" role="status">
      <p className="text-sm font-medium text-emerald-900">{t('apiKeys.webhooks.rotated.title')}</p>
      <div className="flex min-w-0 items-center gap-1 rounded-md border border-emerald-200 bg-white p-2">
        <code
          className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900"
          data-testid="new-webhook-secret"
        >
          {rotated.secret}
        </code>
        <CopyValueButton value={rotated.secret} />
      </div>
      <p className="text-sm text-emerald-900">
        {until === null
          ? t('apiKeys.webhooks.rotated.now')
          : t('apiKeys.webhooks.rotated.until', { time: formatDateTime(until, i18n.language) })}
      </p>
      <Button variant="outline" size="sm" onClick={onDone}>
        {t('apiKeys.webhooks.rotated.done')}
      </Button>
    </div>
  )
}
