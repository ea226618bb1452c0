import { Link } from '@tanstack/react-router'
import { LayoutDashboard, LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useAuthIfProvided } from '../auth/auth-context.tsx'

/** The company guide's first step: the dashboard for a signed-in user, sign-in (back to it) otherwise. */
export const DashboardStepAction = () => {
  const { t } = useTranslation()
  const auth = useAuthIfProvided()
  if (auth?.state.status === 'signedIn')
    return (
      <Button asChild size="sm">
        <Link to="/admin">
          <LayoutDashboard aria-hidden />
          {t('howToUse.company.openDashboard')}
        </Link>
      </Button>
    )
  return (
    <Button
      size="sm"
      disabled={auth === null || auth.state.status === 'checking'}
      onClick={() => void auth?.signIn('/admin')}
    >
      <LogIn aria-hidden />
      {t('howToUse.company.signIn')}
    </Button>
  )
}
