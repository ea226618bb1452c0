// Test support, not product code: the email finder page over the real service (its routes, its contact
// engine pointed at a mail world on loopback) through the browser's contract client, with an in-memory
// identity signed in as the account; the tab lives in the page's state here. The finder's calls are
// noted as the page makes them (`finds`, `verified`).
import { useState } from 'react'
import * as EmailCalls from '../../../../adapters/http-contract/email.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { EmailApi } from '../../../../application/browser/ports/email.api.port.ts'
import { InMemoryIdentity, type TestAccount } from '../../../../application/testing/in-memory-identity.ts'
import { EmailFinderTokens as T } from '../../../../composition/browser/email-finder.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { areaApi, type RealApi, tokenFor } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { EmailFinderPage } from '../email-finder-page.tsx'
import type { EmailFinderTab } from '../email-finder-search.ts'

type FindInput = Parameters<EmailApi['findEmail']>[0]
type VerifyInput = Parameters<EmailApi['verifyEmails']>[0]

const noting = (email: EmailApi, finds: unknown[], verified: unknown[]): EmailApi =>
  new Proxy(email, {
    get: (target, name) => {
      if (name === 'findEmail')
        return (input: FindInput) => {
          finds.push(input?.query)
          return target.findEmail(input)
        }
      if (name === 'verifyEmails')
        return (input: VerifyInput) => {
          verified.push(input.body.addresses)
          return target.verifyEmails(input)
        }
      return target[name as keyof EmailApi]
    },
  })

export const renderEmailFinder = async (options: {
  readonly api: RealApi
  readonly account: TestAccount
  readonly tab?: EmailFinderTab
  readonly language?: Language
}) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly(options.account, await tokenFor(options.api, options.account))
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const finds: unknown[] = []
  const verified: unknown[] = []
  const email = noting(
    areaApi(options.api, EmailCalls, () => token.execute()),
    finds,
    verified,
  )
  const resolver = layeredResolver([[T.EmailApi, email]], signIn)
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
  return { ...app, tabs, finds, verified }
}
