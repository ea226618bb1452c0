import { useEffect, useRef, useState } from 'react'
import type { SignInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import { useUseCase } from '../../use-case-context.tsx'

export type CallbackState =
  | { readonly status: 'working' }
  | { readonly status: 'failed'; readonly failure: SignInFailure }

/**
 * Exchanges the callback address for tokens and calls `onSignedIn` with where to go, or reports the
 * failure. StrictMode runs this effect twice: the use case exchanges an address once and hands both
 * runs the same answer, and only the run still mounted acts on it.
 */
export const useSignInCallback = (
  callbackUrl: string,
  onSignedIn: (returnTo: string) => Promise<void> | void,
): CallbackState => {
  const completeSignIn = useUseCase(T.CompleteSignIn)
  const [state, setState] = useState<CallbackState>({ status: 'working' })
  const signedIn = useRef(onSignedIn)
  signedIn.current = onSignedIn

  useEffect(() => {
    let mounted = true
    void completeSignIn.execute(callbackUrl).then((outcome) => {
      if (!mounted) return
      if (outcome._tag === 'SignedIn') void signedIn.current(outcome.returnTo)
      else setState({ status: 'failed', failure: outcome })
    })
    return () => {
      mounted = false
    }
  }, [completeSignIn, callbackUrl])

  return state
}
