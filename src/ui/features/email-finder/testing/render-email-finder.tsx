// Test support, not product code: the email finder page over the real calls (authorised), an in-memory
// identity and email gateway, with the app's providers; the tab lives in the page's state here.
import { useState } from 'react'
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryEmailGateway } from '../../../../application/testing/in-memory-email.gateway.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { EmailFinderTokens as T } from '../../../../composition/browser/email-finder.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { EmailFinderPage } from '../email-finder-page.tsx'
import type { EmailFinderTab } from '../email-finder-search.ts'

export const renderEmailFinder = async (options: {
  readonly gateway: InMemoryEmailGateway
  readonly tab?: EmailFinderTab
  readonly language?: Language
}) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'ada', username: 'ada', email: null, admin: false })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.EmailApi, authorised(token, options.gateway)]], signIn)
  const tabs: EmailFinderTab[] = []
  const Page = () => {
    const [tab, setTab] = useState<EmailFinderTab>(options.tab ?? 'find')
    return (
      <EmailFinderPage
        tab={tab}
        onTabChange={(next) => {
          tabs.push(next)
          setTab(next)
        }}
      />
    )
  }
  const app = await renderApp({
    resolver,
    path: '/admin/email-finder',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/email-finder', component: Page },
      { path: '/admin/subscription', component: () => <p>subscription page</p> },
    ],
  })
  return { ...app, tabs }
}
