import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SignedInUser } from '../../domain/identity/signed-in-user.ts'
import { Button } from '../../ui/components/ui/button.tsx'
import { BrandMark } from '../../ui/features/layout/brand-mark.tsx'
import { LanguageSwitcher } from '../../ui/features/layout/language-switcher.tsx'

/** The brand, the language, and who is signed in with a way out. */
export const PopupHeader = (props: {
  brandName: string
  user: SignedInUser | null | undefined
  signOut: () => void
  signingOut: boolean
}) => {
  const { t } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <BrandMark className="size-7 shrink-0" />
          <div className="min-w-0">
            <h1 className="text-base leading-tight font-semibold">{props.brandName}</h1>
            <p className="truncate text-xs text-slate-500">{t('extension.tagline')}</p>
          </div>
        </div>
        <LanguageSwitcher />
      </div>
      {props.user ? (
        <div className="flex items-center justify-between gap-2 border-t border-slate-100 bg-slate-50 px-4 py-1.5 text-xs text-slate-600">
          {/* The username fits where an address would be cut; the address (else the name) on hover. */}
          <span
            className="min-w-0 truncate"
            title={props.user.email ?? props.user.username}
            data-testid="signed-in-as"
          >
            {t('extension.account.signed_in_as', { name: props.user.username })}
          </span>
          <Button variant="ghost" size="sm" disabled={props.signingOut} onClick={props.signOut}>
            <LogOut aria-hidden />
            {t('extension.account.sign_out')}
          </Button>
        </div>
      ) : null}
    </header>
  )
}
