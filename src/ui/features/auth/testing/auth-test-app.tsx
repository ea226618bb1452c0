// Test support, not product code: renders UI over the sign-in use cases and an in-memory identity.
import type { ReactElement } from 'react'
import { CompleteSignIn } from '../../../../application/browser/complete-sign-in.use-case.ts'
import { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { GetCurrentUser } from '../../../../application/browser/get-current-user.use-case.ts'
import { LoadUserInfo } from '../../../../application/browser/load-user-info.use-case.ts'
import type { SiteConfig } from '../../../../application/browser/ports/site-config.gateway.port.ts'
import { SessionExpiredSignal } from '../../../../application/browser/session-expired-signal.ts'
import { SetPreferredLanguage } from '../../../../application/browser/set-preferred-language.use-case.ts'
import { SignIn } from '../../../../application/browser/sign-in.use-case.ts'
import { SignOut } from '../../../../application/browser/sign-out.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryPreferences } from '../../../../application/testing/in-memory-preferences.ts'
import { InMemoryUserInfoGateway } from '../../../../application/testing/in-memory-user-info.gateway.ts'
import { PreferencesTokens } from '../../../../composition/browser/preferences.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import { SiteTokens } from '../../../../composition/browser/site.area.ts'
import type { UseCaseResolver } from '../../../../composition/browser.container.ts'
import type { Token } from '../../../../composition/token.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { AuthProvider } from '../auth-context.tsx'

/** The public layout reads the site configuration: the defaults, with no notice announced. */
export const TEST_SITE_CONFIG: SiteConfig = {
  brandName: 'LeadLens',
  supportEmail: 'support@leadlens.example',
  salesEmail: 'sales@leadlens.example',
  chatLink: 'https://chat.leadlens.example/support',
  notice: null,
}

/** The browser container's sign-in bindings, over the given identity. */
export const signInResolver = (identity: InMemoryIdentity, userInfo = new InMemoryUserInfoGateway()) => {
  const expired = new SessionExpiredSignal()
  const getAccessToken = new GetAccessToken(identity, expired)
  const values = new Map<symbol, unknown>([
    [T.Identity, identity],
    [T.SessionExpired, expired],
    [T.SignIn, new SignIn(identity)],
    [T.CompleteSignIn, new CompleteSignIn(identity)],
    [T.SignOut, new SignOut(identity)],
    [T.GetAccessToken, getAccessToken],
    [T.LoadUserInfo, new LoadUserInfo(identity, getAccessToken, userInfo)],
    [T.GetCurrentUser, new GetCurrentUser(identity)],
    [PreferencesTokens.SetPreferredLanguage, new SetPreferredLanguage(new InMemoryPreferences())],
    [SiteTokens.SiteConfigApi, { load: async () => TEST_SITE_CONFIG }],
  ])
  const resolver: UseCaseResolver = {
    get: <Value,>(token: Token<Value>): Value => {
      if (!values.has(token)) throw new Error(`test resolver: nothing bound to ${String(token)}`)
      return values.get(token) as Value
    },
  }
  return { resolver, expired }
}

const StandInHome = () => <p>home page</p>

/** Renders `/` and `/callback` (stand-ins unless given), starting at `path`. */
export const renderAuthApp = async (options: {
  readonly identity: InMemoryIdentity
  readonly path: string
  readonly callbackPage?: () => ReactElement
  readonly homePage?: () => ReactElement
  readonly language?: Language
  readonly userInfo?: InMemoryUserInfoGateway
}) => {
  const { resolver, expired } = signInResolver(options.identity, options.userInfo)
  const app = await renderApp({
    resolver,
    path: options.path,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AuthProvider>{page}</AuthProvider>,
    routes: [
      { path: '/', component: options.homePage ?? StandInHome },
      { path: '/callback', component: options.callbackPage ?? StandInHome },
    ],
  })
  return { router: app.router, expired, text: app.text, settle: app.settle, unmount: app.unmount }
}
