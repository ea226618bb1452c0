import { Gauge, Gift } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { UserAccountSummary } from '../../../application/browser/ports/admin.api.port.ts'
import { CREDITS_LEFT_FIELDS } from '../../../domain/credits/balances.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatDay } from '../invitations/format-date.ts'
import { formatCount } from '../pricing/format-yuan.ts'
import { usePlanName } from '../subscription/plan-name.ts'

/**
 * Users with role, current plan and credits left per kind, each with a way to grant credits; users with
 * a CUSTOM plan also with their API rate limit and a way to set it.
 */
export const UsersTable = ({
  users,
  onGrant,
  onApiLimit,
}: {
  users: readonly UserAccountSummary[]
  onGrant: (user: UserAccountSummary) => void
  onApiLimit: (user: UserAccountSummary) => void
}) => {
  const { t, i18n } = useTranslation()
  const planName = usePlanName()
  const language = i18n.resolvedLanguage
  return (
    <Table aria-label={t('users.listLabel')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('users.columns.user')}</TableHead>
          <TableHead>{t('users.columns.role')}</TableHead>
          <TableHead>{t('users.columns.plan')}</TableHead>
          <TableHead>{t('users.columns.credits')}</TableHead>
          <TableHead>{t('users.columns.created')}</TableHead>
          <TableHead className="text-right">{t('users.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="max-w-64">
              <div className="truncate font-medium text-slate-900">{user.username}</div>
              {user.email ? <div className="truncate text-xs text-slate-500">{user.email}</div> : null}
            </TableCell>
            <TableCell>
              <Badge variant={user.role === 'admin' ? 'brand' : 'neutral'}>
                {t(`users.role.${user.role}`)}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {user.planType === null ? (
                <span className="text-slate-500">{t('users.plan.none')}</span>
              ) : (
                planName(user.planType)
              )}
              {user.customPlan && user.apiRateLimit !== null ? (
                <div className="text-xs text-slate-500 tabular-nums">
                  {t('users.apiLimit.shown', { formatted: formatCount(user.apiRateLimit, language) })}
                </div>
              ) : null}
            </TableCell>
            <TableCell className="min-w-64">
              <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {CREDITS_LEFT_FIELDS.map((kind) => (
                  <div key={kind} className="flex gap-1">
                    <dt className="text-slate-500">{t(`users.credits.${kind}`)}</dt>
                    <dd className="font-medium text-slate-900 tabular-nums">
                      {formatCount(user.credits[kind], language)}
                    </dd>
                  </div>
                ))}
              </dl>
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              {formatDay(user.createdAt, language)}
            </TableCell>
            <TableCell className="text-right">
              <div className="flex flex-wrap justify-end gap-2">
                {user.customPlan ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('users.apiLimit.openFor', { name: user.username })}
                    onClick={() => onApiLimit(user)}
                  >
                    <Gauge aria-hidden />
                    {t('users.apiLimit.open')}
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('users.grant.openFor', { name: user.username })}
                  onClick={() => onGrant(user)}
                >
                  <Gift aria-hidden />
                  {t('users.grant.open')}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
