import { Plus, Ticket } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvitationCode } from '../../../application/browser/ports/invitations.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { useAlertDialog } from '../alert/alert-dialog-provider.tsx'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { toast } from '../toast/toast.ts'
import { InvitationDialog } from './invitation-dialog.tsx'
import { InvitationsTable } from './invitations-table.tsx'
import { UsageHistoryDialog } from './usage-history-dialog.tsx'
import { useDeleteInvitationCode, useInvitationCodes } from './use-invitations.ts'

type Editing = { readonly invitation: InvitationCode | null } | null

const EmptyState = ({ onCreate }: { onCreate: () => void }) => {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Ticket aria-hidden className="size-10 text-brand-500" />
      <h2 className="text-lg font-semibold text-slate-900">{t('invitations.empty.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('invitations.empty.description')}</p>
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        {t('invitations.create')}
      </Button>
    </div>
  )
}

const InvitationsContent = () => {
  const { t } = useTranslation()
  const alert = useAlertDialog()
  const invitations = useInvitationCodes()
  const remove = useDeleteInvitationCode()
  const [editing, setEditing] = useState<Editing>(null)
  const [usageOf, setUsageOf] = useState<InvitationCode | null>(null)
  const create = () => setEditing({ invitation: null })

  // SPEC §5: deleting asks first, in the app's one confirm dialog.
  const confirmDelete = (invitation: InvitationCode) =>
    alert.open({
      title: t('invitations.delete.title'),
      description: t('invitations.delete.description', { code: invitation.inviteCode }),
      confirmText: t('invitations.delete.confirm'),
      onConfirm: () =>
        remove
          .mutateAsync(invitation.id)
          .then(() => toast.success(t('invitations.toast.deleted')))
          // The failure was already toasted by the reporter.
          .catch(() => undefined),
    })

  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('invitations.title')}</h1>
          <p className="text-sm text-slate-600">{t('invitations.subtitle')}</p>
        </div>
        {invitations.data?.length !== 0 ? (
          <Button onClick={create}>
            <Plus aria-hidden />
            {t('invitations.create')}
          </Button>
        ) : null}
      </header>
      <section aria-label={t('invitations.listLabel')}>
        {invitations.isPending ? (
          <p role="status" className="py-12 text-center text-sm text-slate-500">
            {t('invitations.loading')}
          </p>
        ) : invitations.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-sm text-red-600">{t('invitations.loadFailed')}</p>
            <Button variant="outline" onClick={() => void invitations.refetch()}>
              {t('invitations.retry')}
            </Button>
          </div>
        ) : invitations.data.length === 0 ? (
          <EmptyState onCreate={create} />
        ) : (
          <InvitationsTable
            invitations={invitations.data}
            actions={{
              onUsage: setUsageOf,
              onEdit: (invitation) => setEditing({ invitation }),
              onDelete: confirmDelete,
            }}
          />
        )}
      </section>
      {editing === null ? null : (
        <InvitationDialog invitation={editing.invitation} onClose={() => setEditing(null)} />
      )}
      {usageOf === null ? null : <UsageHistoryDialog invitation={usageOf} onClose={() => setUsageOf(null)} />}
    </div>
  )
}

/** /admin/invitation (SPEC §2, admins only): the invite codes and everything done to them. */
export const InvitationsPage = () => (
  <RequireAdmin>
    <InvitationsContent />
  </RequireAdmin>
)
