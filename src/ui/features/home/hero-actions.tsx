import { Link, useNavigate } from '@tanstack/react-router'
import { LayoutDashboard, Puzzle, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { EXTENSION_ANCHOR, ExtensionDownloadLink } from '../how-to-use/extension-download-link.tsx'

/**
 * SPEC §2 hero: sign up (the provider's create-account form, `prompt=create`) and download the
 * extension: the zip downloads, and the page moves to the guide's install steps, which the zip needs.
 * A signed-in user is offered the dashboard instead of signing up.
 */
export const HeroActions = () => {
  const { t } = useTranslation()
  const auth = useAuth()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const signUp = async () => {
    setLeaving(true)
    try {
      await auth.signIn('/', { createAccount: true })
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
        <ExtensionDownloadLink
          size="lg"
          variant="outline"
          onClick={() => void navigate({ to: '/how-to-use', hash: EXTENSION_ANCHOR })}
        >
          <Puzzle aria-hidden />
          {t('home.cta.extension')}
        </ExtensionDownloadLink>
      </div>
      {auth.state.status === 'signedIn' ? null : (
        <p className="text-sm text-slate-500">{t('home.cta.trial')}</p>
      )}
    </div>
  )
}
