import { BookOpen } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiKeySummary, NewApiKey } from '../../../application/browser/ports/api-keys.api.port.ts'
import { useAlertDialog } from '../alert/alert-dialog-provider.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { toast } from '../toast/toast.ts'
import { ApiKeysTable } from './api-keys-table.tsx'
import { CreateKeyForm } from './create-key-form.tsx'
import { NewKeyNotice } from './new-key-notice.tsx'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './use-api-keys.ts'
import { WebhooksSection } from './webhooks-section.tsx'

/**
 * /admin/api-keys (issue 21): a signed-in user makes keys for scripts and integrations, sees each once,
 * lists them by prefix with their use this month, and revokes them at once.
 */
export const ApiKeysPage = () => {
  const { t } = useTranslation()
  const { state } = useAuth()
  const isAdmin = state.status === 'signedIn' && state.user.role === 'admin'
  const keys = useApiKeys()
  const create = useCreateApiKey()
  const revoke = useRevokeApiKey()
  const alert = useAlertDialog()
  const [created, setCreated] = useState<NewApiKey | null>(null)
  // A new form after each key made: the name typed for the last one is not offered again.
  const [made, setMade] = useState(0)

  const confirmRevoke = (key: ApiKeySummary) =>
    alert.open({
      title: t('apiKeys.revoke.title'),
      description: t('apiKeys.revoke.description', { name: key.name, prefix: key.prefix }),
      confirmText: t('apiKeys.revoke.confirm'),
      onConfirm: () =>
        revoke
          .mutateAsync(key.id)
          .then(() => toast.success(t('apiKeys.revoke.done')))
          // The failure was already reported.
          .catch(() => undefined),
    })

  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('apiKeys.title')}</h1>
          <p className="max-w-2xl text-sm text-slate-600">{t('apiKeys.description')}</p>
        </div>
        <a
          href="/docs/api"
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <BookOpen aria-hidden className="size-4" />
          {t('apiKeys.reference')}
        </a>
      </header>
      {created === null ? null : <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm
        key={made}
        isAdmin={isAdmin}
        pending={create.isPending}
        onCreate={(request) =>
          create
            .mutateAsync(request)
            .then((answer) => {
              setCreated(answer)
              setMade((n) => n + 1)
            })
            .catch(() => undefined)
        }
      />
      <section aria-labelledby="keys-title" className="space-y-3">
        <h2 id="keys-title" className="font-semibold text-slate-900">
          {t('apiKeys.listTitle')}
        </h2>
        {keys.data === undefined ? (
          <p className="text-sm text-slate-500">{t('apiKeys.loading')}</p>
        ) : keys.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            {t('apiKeys.empty')}
          </p>
        ) : (
          <ApiKeysTable keys={keys.data} onRevoke={confirmRevoke} />
        )}
        <p className="text-xs text-slate-500">{t('apiKeys.limits')}</p>
      </section>
      <WebhooksSection />
    </div>
  )
}
