import { History, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvitationCode } from '../../../application/browser/ports/invitations.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { CopyCodeButton } from './copy-code-button.tsx'
import { formatDayTime } from './format-date.ts'
import { StatusSwitch } from './status-switch.tsx'

export type InvitationActions = {
  readonly onUsage: (invitation: InvitationCode) => void
  readonly onEdit: (invitation: InvitationCode) => void
  readonly onDelete: (invitation: InvitationCode) => void
}

const IconAction = ({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) => (
  <Button
    type="button"
    variant="ghost"
    size="sm"
    className="size-8 p-0"
    aria-label={label}
    title={label}
    onClick={onClick}
  >
    {children}
  </Button>
)

/** The admin's invite codes: code with copy, distributor, discount, status switch, date, actions. */
export const InvitationsTable = ({
  invitations,
  actions,
}: {
  invitations: readonly InvitationCode[]
  actions: InvitationActions
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  return (
    <Table aria-label={t('invitations.listLabel')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('invitations.columns.code')}</TableHead>
          <TableHead>{t('invitations.columns.distributor')}</TableHead>
          <TableHead className="text-right">{t('invitations.columns.discount')}</TableHead>
          <TableHead>{t('invitations.columns.status')}</TableHead>
          <TableHead>{t('invitations.columns.created')}</TableHead>
          <TableHead className="text-right">{t('invitations.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => {
          const code = invitation.inviteCode
          return (
            <TableRow key={invitation.id}>
              <TableCell>
                <div className="flex items-center gap-1">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm tracking-wide text-slate-900">
                    {code}
                  </code>
                  <CopyCodeButton code={code} />
                </div>
              </TableCell>
              <TableCell className="max-w-64">
                <div className="font-medium text-slate-900">{invitation.distributor.name}</div>
                {invitation.distributor.email ? (
                  <div className="truncate text-xs text-slate-500">{invitation.distributor.email}</div>
                ) : null}
                {invitation.distributor.remark ? (
                  <div className="truncate text-xs text-slate-500" title={invitation.distributor.remark}>
                    {invitation.distributor.remark}
                  </div>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatYuan(invitation.discountAmount, language)}
              </TableCell>
              <TableCell>
                <StatusSwitch invitation={invitation} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDayTime(invitation.createdAt, language)}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <IconAction
                    label={t('invitations.actions.usage', { code })}
                    onClick={() => actions.onUsage(invitation)}
                  >
                    <History aria-hidden />
                  </IconAction>
                  <IconAction
                    label={t('invitations.actions.edit', { code })}
                    onClick={() => actions.onEdit(invitation)}
                  >
                    <Pencil aria-hidden />
                  </IconAction>
                  <IconAction
                    label={t('invitations.actions.delete', { code })}
                    onClick={() => actions.onDelete(invitation)}
                  >
                    <Trash2 aria-hidden className="text-red-600" />
                  </IconAction>
                </div>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
