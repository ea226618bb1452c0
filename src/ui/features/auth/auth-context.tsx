import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import { isLanguage } from '../../../domain/preferences/language.ts'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { USER_INFO_QUERY_KEY } from '../dashboard/use-user-info.ts'
import { toast } from '../toast/toast.ts'
import { signInMessage } from './sign-in-message.ts'

export type AuthState =
  /** Not known yet: the first read of the stored session has not finished. */
  | { readonly status: 'checking' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signedIn'; readonly user: SignedInUser }

export type Auth = {
  readonly state: AuthState
  /** Leaves for the provider, to come back to `returnTo` (a path on this site). A failure is toasted. */
  signIn(
    returnTo?: string,
    options?: { readonly createAccount?: boolean },
  ): Promise<SignInFailure | undefined>
  /** Signs out and, unless the page left for the provider's end-session page, goes home. */
  signOut(): Promise<void>
  /** The API's bearer token, or null; a signed-in user's failure opens the 'Authentication expired' dialog. */
  accessToken(): Promise<string | null>
  /** SPEC §4: user info answered 401: the user is forgotten here and told the session expired. */
  sessionRejected(): void
  /** Reads the stored session again (after the callback stored one). */
  reload(): Promise<void>
}

const AuthContext = createContext<Auth | null>(null)

/**
 * What AuthProvider starts from. `drawn`: the state its first render shows: not known yet, or, on a page
 * the server drew, signed out as the server drew it (hydration must match). `known`: who is signed in,
 * when the app read the stored session before it ran (it does when it takes over a drawn page, so a
 * press held meanwhile is handled as this visitor's, see src/composition/page/start-app.tsx).
 */
export type StartingAuth = { readonly drawn: AuthState; readonly known?: AuthState }
export const StartingAuthState = createContext<StartingAuth>({ drawn: { status: 'checking' } })

// The dialog's code (Radix's alert dialog under it) is fetched the first time a session expires.
const AuthExpiredDialog = lazy(() =>
  import('./auth-expired-dialog.tsx').then((module) => ({ default: module.AuthExpiredDialog })),
)

/**
 * Who is signed in, for the whole app, and the 'Authentication expired' dialog (SPEC §4), opened when an
 * access token cannot be obtained for a signed-in user, wherever it was asked for.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const getCurrentUser = useUseCase(T.GetCurrentUser)
  const signInUseCase = useUseCase(T.SignIn)
  const signOutUseCase = useUseCase(T.SignOut)
  const getAccessToken = useUseCase(T.GetAccessToken)
  const sessionExpired = useUseCase(T.SessionExpired)
  const loadUserInfo = useUseCase(T.LoadUserInfo)
  // The answer is kept where the dashboard reads it (onboarding, user menu), so it is asked once.
  const queryClient = useQueryClient()
  const starting = useContext(StartingAuthState)
  const [state, setState] = useState<AuthState>(starting.drawn)
  // Before the page is painted again: a signed-in visitor of a drawn page never sees it signed out once
  // the app runs, and what runs after (a held press) sees them signed in.
  useLayoutEffect(() => {
    if (starting.known !== undefined) setState(starting.known)
  }, [starting])
  const [expired, setExpired] = useState(false)

  const rejectSession = useCallback(() => {
    setState({ status: 'anonymous' })
    toast.error(t('errors.session_expired.title'), { description: t('errors.session_expired.description') })
  }, [t])

  const reload = useCallback(async () => {
    const user = await getCurrentUser.execute()
    setState(user === null ? { status: 'anonymous' } : { status: 'signedIn', user })
  }, [getCurrentUser])

  useEffect(() => {
    void reload()
    // Another tab signed in or out (the tokens are shared): follow it.
    const onStorage = () => void reload()
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [reload])

  useEffect(() => sessionExpired.subscribe(() => setExpired(true)), [sessionExpired])

  // SPEC §4: once signed in, the service is asked who the user is; a 401 there clears the user (the use
  // case forgets the tokens) and says the session expired.
  const signedInAs = state.status === 'signedIn' ? state.user.id : null
  useEffect(() => {
    if (signedInAs === null) return
    let current = true
    void loadUserInfo.execute().then((info) => {
      if (!('_tag' in info)) queryClient.setQueryData(USER_INFO_QUERY_KEY, info)
      else if (current && info._tag === 'SessionRefused') rejectSession()
    })
    return () => {
      current = false
    }
  }, [signedInAs, loadUserInfo, rejectSession, queryClient])

  const auth = useMemo<Auth>(
    () => ({
      state,
      reload,
      signIn: async (returnTo, options) => {
        const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined
        const failure = await signInUseCase.execute({
          ...(returnTo === undefined ? {} : { returnTo }),
          ...(options?.createAccount === true ? { createAccount: true } : {}),
          ...(language === undefined ? {} : { language }),
        })
        if (failure !== undefined) toast.error(signInMessage(t, failure))
        return failure
      },
      signOut: async () => {
        const { leftForProvider } = await signOutUseCase.execute()
        setExpired(false)
        setState({ status: 'anonymous' })
        if (!leftForProvider) await navigate({ to: '/' })
      },
      accessToken: async () => {
        const token = await getAccessToken.execute()
        return typeof token === 'string' ? token : null
      },
      sessionRejected: rejectSession,
    }),
    [state, reload, signInUseCase, signOutUseCase, getAccessToken, navigate, t, i18n, rejectSession],
  )

  const expiredOnce = useOpenedOnce(expired)
  return (
    <AuthContext.Provider value={auth}>
      {children}
      {expiredOnce ? (
        <Suspense fallback={null}>
          <AuthExpiredDialog open={expired} onConfirm={auth.signOut} />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  )
}

export const useAuth = (): Auth => {
  const auth = useContext(AuthContext)
  if (auth === null) throw new Error('useAuth needs an AuthProvider above it')
  return auth
}

/** For what may render outside the provider (a not-found page caught above the root's component). */
export const useAuthIfProvided = (): Auth | null => useContext(AuthContext)
