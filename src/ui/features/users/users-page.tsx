import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserAccountSummary } from '../../../application/browser/ports/admin.api.port.ts'
import { Pager } from '../../components/pager.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useClampedPage } from '../../lib/use-clamped-page.ts'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { ApiRateLimitDialog } from './api-rate-limit-dialog.tsx'
import { GrantCreditsDialog } from './grant-credits-dialog.tsx'
import { useUserAccounts } from './use-user-accounts.ts'
import { UsersTable } from './users-table.tsx'

type UsersPageProps = { readonly page: number; readonly onPageChange: (page: number) => void }

const UsersContent = ({ page, onPageChange }: UsersPageProps) => {
  const { t } = useTranslation()
  const users = useUserAccounts(page)
  const [granting, setGranting] = useState<UserAccountSummary | null>(null)
  const [limiting, setLimiting] = useState<UserAccountSummary | null>(null)
  const totalPages = users.data?.totalPages ?? 0
  // Users went away, or a hand-edited address: past the end moves to the last page, once the count is
  // this page's own rather than the one shown while it loads.
  useClampedPage(users.isPlaceholderData ? undefined : totalPages, page, onPageChange)

  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('users.title')}</h1>
        <p className="text-sm text-slate-600">{t('users.subtitle')}</p>
      </header>
      <section aria-label={t('users.listLabel')} className="space-y-4">
        {users.isPending ? (
          <p role="status" className="py-12 text-center text-sm text-slate-500">
            {t('users.loading')}
          </p>
        ) : users.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-sm text-red-600">{t('users.loadFailed')}</p>
            <Button variant="outline" onClick={() => void users.refetch()}>
              {t('users.retry')}
            </Button>
          </div>
        ) : users.data.users.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500">
            {users.data.total === 0 ? t('users.empty') : t('users.emptyPage')}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('users.total', { count: users.data.total })}</p>
            <UsersTable users={users.data.users} onGrant={setGranting} onApiLimit={setLimiting} />
            <Pager page={page} totalPages={totalPages} onPageChange={onPageChange} messages="users.pager" />
          </>
        )}
      </section>
      {granting === null ? null : <GrantCreditsDialog user={granting} onClose={() => setGranting(null)} />}
      {limiting === null ? null : <ApiRateLimitDialog user={limiting} onClose={() => setLimiting(null)} />}
    </div>
  )
}

/** /admin/users (admins only): users with role, plan and credits, CUSTOM credit grants and API limits. */
export const UsersPage = (props: UsersPageProps) => (
  <RequireAdmin>
    <UsersContent {...props} />
  </RequireAdmin>
)
