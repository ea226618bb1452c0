import { useTranslation } from 'react-i18next'
import type { InvitationCode } from '../../../application/browser/ports/invitations.api.port.ts'
import { toggledStatus } from '../../../domain/invitations/invitation.ts'
import { Switch } from '../../components/ui/switch.tsx'
import { toast } from '../toast/toast.ts'
import { useSetInvitationCodeStatus } from './use-invitations.ts'

/** The active/inactive switch of one code; it names the status it wants, so a retry cannot undo it. */
export const StatusSwitch = ({ invitation }: { invitation: InvitationCode }) => {
  const { t } = useTranslation()
  const setStatus = useSetInvitationCodeStatus()
  const active = invitation.status === 'ACTIVE'
  const change = () => {
    const status = toggledStatus(invitation.status)
    setStatus.mutate(
      { id: invitation.id, status },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'ACTIVE' ? 'invitations.toast.activated' : 'invitations.toast.deactivated'),
          ),
      },
    )
  }
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={active}
        disabled={setStatus.isPending}
        onCheckedChange={change}
        aria-label={t('invitations.status.toggle', { code: invitation.inviteCode })}
      />
      <span className={active ? 'text-sm text-emerald-700' : 'text-sm text-slate-500'}>
        {t(`invitations.status.${invitation.status}`)}
      </span>
    </div>
  )
}
