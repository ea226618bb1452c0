import { useTranslation } from 'react-i18next'
import type { InvitationCode } from '../../../application/browser/ports/invitations.api.port.ts'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { formatDayTime } from './format-date.ts'
import { useInvitationUsage } from './use-invitations.ts'

/** The paid orders that used one code: who, the amounts in yuan, when (SPEC §3 usage record). */
export const UsageHistoryDialog = ({
  invitation,
  onClose,
}: {
  invitation: InvitationCode
  onClose: () => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const usage = useInvitationUsage(invitation.id)
  const money = (amount: Parameters<typeof formatYuan>[0]) => formatYuan(amount, language)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto"
      >
        <DialogTitle>{t('invitations.usage.title')}</DialogTitle>
        <DialogDescription>
          {t('invitations.usage.description', { code: invitation.inviteCode })}
        </DialogDescription>
        {usage.isPending ? (
          <p className="py-6 text-center text-sm text-slate-500" role="status">
            {t('invitations.usage.loading')}
          </p>
        ) : usage.isError ? (
          <p className="py-6 text-center text-sm text-red-600">{t('invitations.usage.loadFailed')}</p>
        ) : usage.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('invitations.usage.empty')}</p>
        ) : (
          // Issue 24: a grid item is as wide as its content unless told otherwise; min-w-0 keeps the table
          // inside the dialog (scrolling in its own box on a phone), and a long address wraps instead of
          // pushing the Date column out of view.
          <div className="min-w-0">
            <Table aria-label={t('invitations.usage.title')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('invitations.usage.columns.user')}</TableHead>
                  <TableHead>{t('invitations.usage.columns.email')}</TableHead>
                  <TableHead className="text-right">{t('invitations.usage.columns.original')}</TableHead>
                  <TableHead className="text-right">{t('invitations.usage.columns.discount')}</TableHead>
                  <TableHead className="text-right">{t('invitations.usage.columns.final')}</TableHead>
                  <TableHead>{t('invitations.usage.columns.date')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {usage.data.map((record) => (
                  <TableRow key={record.id}>
                    <TableCell className="font-medium">{record.userName}</TableCell>
                    <TableCell className="min-w-32 text-slate-600 [overflow-wrap:anywhere]">
                      {record.userEmail ?? '—'}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {money(record.originalAmount)}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap text-emerald-700 tabular-nums">
                      −{money(record.discountAmount)}
                    </TableCell>
                    <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                      {money(record.finalAmount)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-slate-600">
                      {formatDayTime(record.createdAt, language)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
