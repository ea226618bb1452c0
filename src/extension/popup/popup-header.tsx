import { LogOut, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SignedInUser } from '../../domain/identity/signed-in-user.ts'
import { Button } from '../../ui/components/ui/button.tsx'
import { BrandMark } from '../../ui/features/layout/brand-mark.tsx'
import { LanguageSwitcher } from '../../ui/features/layout/language-switcher.tsx'

/**
 * The brand, the language, and who is signed in with a way out, on one line (Chrome shows at most
 * 600 px of a popup): signed in, the tagline's place names the user.
 */
export const PopupHeader = (props: {
  brandName: string
  user: SignedInUser | null | undefined
  signOut: () => void
  signingOut: boolean
}) => {
  const { t } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <div className="flex min-w-0 items-center gap-2">
          <BrandMark className="size-7 shrink-0" />
          <div className="min-w-0">
            <h1 className="text-base leading-tight font-semibold">{props.brandName}</h1>
            {props.user ? (
              // The username fits where an address would be cut; the address (else the name) on hover.
              <p
                className="flex min-w-0 items-center gap-1 text-xs text-slate-500"
                title={t('extension.account.signed_in_as', { name: props.user.email ?? props.user.username })}
                data-testid="signed-in-as"
              >
                <UserRound aria-hidden className="size-3 shrink-0" />
                <span className="sr-only">{t('extension.account.signed_in')} </span>
                <span className="truncate" data-testid="signed-in-name">
                  {props.user.username}
                </span>
              </p>
            ) : (
              <p className="truncate text-xs text-slate-500">{t('extension.tagline')}</p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitcher />
          {props.user ? (
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              disabled={props.signingOut}
              onClick={props.signOut}
              aria-label={t('extension.account.sign_out')}
              title={t('extension.account.sign_out')}
            >
              <LogOut aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  )
}
