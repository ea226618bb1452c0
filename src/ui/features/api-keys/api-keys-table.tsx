import { useTranslation } from 'react-i18next'
import type { ApiKeySummary } from '../../../application/browser/ports/api-keys.api.port.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx'
import { formatDateTime } from '../activity/format-time.ts'

/** The user's keys: name, prefix, scopes, created, last used, calls this month, and revoke. */
export const ApiKeysTable = ({
  keys,
  onRevoke,
}: {
  readonly keys: readonly ApiKeySummary[]
  readonly onRevoke: (key: ApiKeySummary) => void
}) => {
  const { t, i18n } = useTranslation()
  const when = (iso: string | null) =>
    iso === null ? t('apiKeys.never') : formatDateTime(iso, i18n.language)
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('apiKeys.columns.name')}</TableHead>
          <TableHead>{t('apiKeys.columns.key')}</TableHead>
          <TableHead>{t('apiKeys.columns.scopes')}</TableHead>
          <TableHead>{t('apiKeys.columns.created')}</TableHead>
          <TableHead>{t('apiKeys.columns.lastUsed')}</TableHead>
          <TableHead className="text-right">{t('apiKeys.columns.requests')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('apiKeys.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <TableRow
            key={key.id}
            data-key-id={key.id}
            className={key.revokedAt === null ? '' : 'text-slate-500'}
          >
            <TableCell className="min-w-32 font-medium break-words">{key.name}</TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap">{key.prefix}…</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                {key.scopes.map((scope) => (
                  <Badge key={scope} variant={scope === 'admin' ? 'warning' : 'neutral'}>
                    {scope}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell>{when(key.createdAt)}</TableCell>
            <TableCell>{when(key.lastUsedAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{key.requestsThisMonth}</TableCell>
            <TableCell className="text-right">
              {key.revokedAt === null ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('apiKeys.revoke.label', { name: key.name })}
                  onClick={() => onRevoke(key)}
                >
                  {t('apiKeys.revoke.button')}
                </Button>
              ) : (
                <Badge variant="danger">{t('apiKeys.revoked')}</Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
