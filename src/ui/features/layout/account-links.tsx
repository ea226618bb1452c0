import { Link, useRouterState } from '@tanstack/react-router'
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useAuthIfProvided } from '../auth/auth-context.tsx'

/** SPEC §2 header: the login link, or, signed in, the dashboard link and sign-out. */
export const AccountLinks = () => {
  const { t } = useTranslation()
  const auth = useAuthIfProvided()
  const here = useRouterState({ select: (state) => state.location.href })
  const [busy, setBusy] = useState(false)
  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  // Until the stored session is read, keep the place so the header does not jump.
  if (auth === null) return null
  if (auth.state.status === 'checking') return <span aria-hidden className="h-8 w-20" />
  if (auth.state.status === 'anonymous')
    return (
      <Button size="sm" disabled={busy} onClick={run(() => auth.signIn(here))}>
        <LogIn aria-hidden className="max-sm:hidden" />
        {t('auth.signIn')}
      </Button>
    )
  return (
    // Narrow screens show the two as icons; their names stay for screen readers.
    <div className="flex items-center gap-1">
      <Button asChild size="sm" className="max-sm:px-2">
        {/* /admin: the dashboard's own address (it opens on the company search). */}
        <Link to="/admin">
          <LayoutDashboard aria-hidden />
          <span className="max-sm:sr-only">{t('auth.dashboard')}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="sm" className="max-sm:px-2" disabled={busy} onClick={run(auth.signOut)}>
        <LogOut aria-hidden />
        <span className="max-sm:sr-only">{t('auth.signOut')}</span>
      </Button>
    </div>
  )
}
