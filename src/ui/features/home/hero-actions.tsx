import { Link } from '@tanstack/react-router'
import { LayoutDashboard, Puzzle, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useAuth } from '../auth/auth-context.tsx'

/**
 * SPEC §2 hero: sign up (the provider's sign-in page offers to create an account) and download the
 * extension (its guide on how-to-use). A signed-in user is offered the dashboard instead of signing up.
 */
export const HeroActions = () => {
  const { t } = useTranslation()
  const auth = useAuth()
  const [leaving, setLeaving] = useState(false)
  const signUp = async () => {
    setLeaving(true)
    try {
      await auth.signIn('/')
    } finally {
      setLeaving(false)
    }
  }
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {auth.state.status === 'signedIn' ? (
          <Button asChild size="lg">
            <Link to="/admin">
              <LayoutDashboard aria-hidden />
              {t('home.cta.dashboard')}
            </Link>
          </Button>
        ) : (
          <Button size="lg" disabled={leaving} onClick={() => void signUp()}>
            <UserPlus aria-hidden />
            {t('home.cta.signUp')}
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to="/how-to-use" hash="extension">
            <Puzzle aria-hidden />
            {t('home.cta.extension')}
          </Link>
        </Button>
      </div>
      {auth.state.status === 'signedIn' ? null : (
        <p className="text-sm text-slate-500">{t('home.cta.trial')}</p>
      )}
    </div>
  )
}
