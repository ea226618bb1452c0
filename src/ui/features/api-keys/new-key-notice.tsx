import { useTranslation } from 'react-i18next'
import type { NewApiKey } from '../../../application/browser/ports/api-keys.api.port.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { Button } from '../../components/ui/button.tsx'

/** The whole key, once: copied now or never seen again. */
export const NewKeyNotice = ({
  created,
  onDone,
}: {
  readonly created: NewApiKey
  readonly onDone: () => void
}) => {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="new-key-title"
      className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h2 id="new-key-title" className="font-semibold text-emerald-900">
        {t('apiKeys.created.title', { name: created.key.name })}
      </h2>
      <p className="text-sm text-emerald-900">{t('apiKeys.created.once')}</p>
      <div className="flex min-w-0 items-center gap-1 rounded-lg border border-emerald-200 bg-white p-2">
        <code
          className="min-w-0 flex-1 font-mono text-sm break-all text-slate-900"
          data-testid="new-key-secret"
        >
          {created.secret}
        </code>
        <CopyValueButton value={created.secret} />
      </div>
      <Button variant="outline" size="sm" onClick={onDone}>
        {t('apiKeys.created.done')}
      </Button>
    </section>
  )
}
