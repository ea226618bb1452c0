import { useMutation } from '@tanstack/react-query'
import { Loader2, LogIn } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SessionTokens as T } from '../../composition/browser/session.area.ts'
import { isLanguage } from '../../domain/preferences/language.ts'
import { Button } from '../../ui/components/ui/button.tsx'
import { signInMessage } from '../../ui/features/auth/sign-in-message.ts'
import { useUseCase } from '../../ui/use-case-context.tsx'

/**
 * Over a profile, signed out: the contacts need an account (and its credits). Sign-in opens the
 * provider in a tab; the provider returns to the extension's sign-in page there.
 */
export const SignInPanel = ({ profileId }: { profileId: string }) => {
  const { t, i18n } = useTranslation()
  const signIn = useUseCase(T.SignIn)
  const start = useMutation({
    mutationFn: () =>
      signIn.execute(isLanguage(i18n.resolvedLanguage) ? { language: i18n.resolvedLanguage } : {}),
  })
  const failure = start.data
  return (
    <section aria-labelledby="sign-in-title" className="space-y-3">
      <p className="truncate font-mono text-xs text-slate-500">linkedin.com/in/{profileId}</p>
      <h2 id="sign-in-title" className="text-base font-semibold">
        {t('extension.sign_in.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('extension.sign_in.lead')}</p>
      {failure === undefined ? null : (
        <p role="alert" className="text-sm text-red-600">
          {signInMessage(t, failure)}
        </p>
      )}
      <Button className="w-full" disabled={start.isPending} onClick={() => start.mutate()}>
        {start.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <LogIn aria-hidden />}
        {t('extension.sign_in.button')}
      </Button>
    </section>
  )
}
