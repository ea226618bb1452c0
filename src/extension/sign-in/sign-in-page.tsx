import { useQuery } from '@tanstack/react-query'
import { CircleCheck, Loader2, RotateCw, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SessionTokens as T } from '../../composition/browser/session.area.ts'
import { Button } from '../../ui/components/ui/button.tsx'
import { Card } from '../../ui/components/ui/card.tsx'
import { signInMessage } from '../../ui/features/auth/sign-in-message.ts'
import { BrandMark } from '../../ui/features/layout/brand-mark.tsx'
import { useUseCase } from '../../ui/use-case-context.tsx'
import type { ExtensionPageProps } from '../extension-root.tsx'

/** The provider's answer comes back to this page with a code (or an error) in its address. */
const isProviderReturn = (search: string) => {
  const params = new URLSearchParams(search)
  return params.has('code') || params.has('error')
}

const LEAVING = { _tag: 'Leaving' } as const

/**
 * The extension's sign-in tab: opened without parameters it leaves for the provider (PKCE, the same
 * pages as the web app); the provider sends it back here, where the code is exchanged and the tokens
 * kept in the extension's storage. Then the user goes back to the profile.
 */
export const SignInPage = ({ booted }: ExtensionPageProps) => {
  const { t } = useTranslation()
  const signIn = useUseCase(T.SignIn)
  const completeSignIn = useUseCase(T.CompleteSignIn)
  // The address this page opened at: it is cleaned once the code is spent, and must not count again.
  const [address] = useState(() => window.location.href)
  const outcome = useQuery({
    queryKey: ['extension-sign-in', address],
    queryFn: async () => {
      if (!isProviderReturn(new URL(address).search))
        return (await signIn.execute({ language: booted.language })) ?? LEAVING
      const answer = await completeSignIn.execute(address)
      // The code is spent: a reload must start afresh, not offer it again.
      window.history.replaceState(null, '', window.location.pathname)
      return answer
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
  const answer = outcome.data
  const content = (() => {
    if (answer === undefined || answer._tag === 'Leaving')
      return (
        <p className="flex items-center gap-2 text-slate-600">
          <Loader2 aria-hidden className="size-5 animate-spin text-brand-600" />
          {t('extension.sign_in_page.leaving')}
        </p>
      )
    if (answer._tag === 'SignedIn')
      return (
        <div className="space-y-3">
          <h1 className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck aria-hidden className="size-6 text-emerald-600" />
            {t('extension.sign_in_page.done_title')}
          </h1>
          <p className="text-slate-600">{t('extension.sign_in_page.done')}</p>
          <Button variant="outline" onClick={() => window.close()}>
            {t('extension.sign_in_page.close')}
          </Button>
        </div>
      )
    return (
      <div className="space-y-3" role="alert">
        <h1 className="flex items-center gap-2 text-lg font-semibold">
          <TriangleAlert aria-hidden className="size-6 text-amber-600" />
          {t('extension.sign_in_page.failed_title')}
        </h1>
        <p className="text-slate-600">{signInMessage(t, answer)}</p>
        <Button onClick={() => window.location.assign(window.location.pathname)}>
          <RotateCw aria-hidden />
          {t('extension.sign_in_page.retry')}
        </Button>
      </div>
    )
  })()
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16 text-slate-900">
      <Card className="w-full max-w-md space-y-6 p-8">
        <div className="flex items-center gap-2">
          <BrandMark className="size-8" />
          <span className="text-lg font-semibold">{booted.brandName}</span>
        </div>
        {content}
      </Card>
    </main>
  )
}
