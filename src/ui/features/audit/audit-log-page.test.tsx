// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as AdminCalls from '../../../adapters/http-contract/admin.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { AuditTokens } from '../../../composition/browser/audit.area.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import {
  adminActions,
  aUser,
  promoteBySignInProvider,
} from '../../../composition/testing/audit-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { AppShell } from '../../app-shell.tsx'
import { areaApi, type RealApi, recorded, signInAs, startRealApi } from '../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { PagedRoute } from '../subscription/testing/render-billing.tsx'
import { AuditLogPage } from './audit-log-page.tsx'

const ROLE_CHANGED = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6'

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent)
const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  )
const changesOf = (row: number) =>
  [...(document.querySelectorAll('tbody tr')[row]?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)

// The audit log of the real service. It starts empty; then `root` creates the invitation SPRING (¥50 off,
// remark "fair"), edits it (¥62.50 off, no remark), grants u-ada 50 lead credits for ¥999.50, and the
// sign-in provider makes a user an administrator. The paging test, last, adds 20 status switches.
let api: RealApi
let invitation = ''
beforeAll(async () => {
  api = await startRealApi()
})
afterAll(() => api.close())

const recordTheFourActions = async () => {
  const root = adminActions(api, 'u-root', 'root')
  invitation = await root.createInvitation('SPRING', 50, 'fair')
  await root.editInvitation(invitation, 'SPRING', 62.5)
  await aUser(api, 'u-ada')
  await root.grantLeadCredits('u-ada', 50, 999.5)
  await promoteBySignInProvider(api, ROLE_CHANGED)
}

describe('the audit log page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (options: { admin?: boolean; path?: string; language?: Language }) => {
    const identity = new InMemoryIdentity()
    const admin = options.admin ?? true
    await signInAs(api, identity, {
      sub: admin ? 'u-root' : 'u-reader',
      username: 'root',
      email: null,
      admin,
    })
    const { resolver: signIn } = signInResolver(identity)
    const getToken = signIn.get(T.GetAccessToken) as GetAccessToken
    const calls = recorded(areaApi(api, AdminCalls, () => getToken.execute()))
    const app = await renderApp({
      resolver: layeredResolver([[AuditTokens.AuditLogApi, calls.api]], signIn),
      path: options.path ?? '/admin/audit',
      ...(options.language === undefined ? {} : { language: options.language }),
      settleMs: 10,
      shell: (page) => <AppShell>{page}</AppShell>,
      routes: [
        {
          path: '/admin/audit',
          component: () => (
            <PagedRoute
              render={(page, onPageChange) => <AuditLogPage page={page} onPageChange={onPageChange} />}
            />
          ),
        },
        { path: '/admin/search', component: () => <h1>search page</h1> },
      ],
    })
    await app.settle()
    unmount = app.unmount
    return { ...app, asked: calls.calls.filter((call) => call.name === 'auditLog') }
  }

  // First: the log is empty until the actions below.
  it('says when nothing is recorded yet', async () => {
    const app = await render({})
    await app.until(() => app.text().includes('Nothing recorded yet.'))
    expect(document.querySelector('table')).toBeNull()
    await recordTheFourActions()
  })

  it('shows who did what to what, and the changed fields in words, newest first', async () => {
    const app = await render({})
    await app.until(() => rows().length === 4)
    expect(headers()).toEqual(['Time', 'Who', 'Action', 'On', 'Changes'])
    const [role, grant, edit, create] = rows()
    expect(role?.slice(1, 4)).toEqual(['System (sign-in provider)', 'Role changed', 'User f81d4fae…'])
    expect(document.querySelector('tbody td span[title]')?.getAttribute('title')).toBe(
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    )
    expect(changesOf(0)).toEqual(['Role: user → administrator'])
    expect(grant?.slice(1, 4)).toEqual(['root', 'Granted credits', 'User u-ada'])
    // The real grant also names the CUSTOM subscription it opened.
    expect(changesOf(1)[0]).toMatch(/^Subscription: — → [0-9a-f-]{36}$/)
    expect(changesOf(1).slice(1)).toEqual([
      'Lead credits: — → 50',
      'Lasts: — → forever',
      'Price: — → ¥999.50',
    ])
    expect(edit?.slice(1, 4)).toEqual(['root', 'Edited invitation', `Invitation ${invitation.slice(0, 8)}…`])
    expect(changesOf(2)).toEqual(['Discount: ¥50 → ¥62.50', 'Remark: fair → —'])
    expect(create?.[2]).toBe('Created invitation')
    expect(changesOf(3)).toEqual([
      'Code: — → SPRING',
      'Discount: — → ¥50',
      'Distributor: — → Acme',
      'Remark: — → fair',
      'Status: — → active',
    ])
    // When, as a date in words (the log was written today).
    expect(create?.[0]).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  })

  it('sends anyone but an administrator to the search page, asking nothing', async () => {
    const app = await render({ admin: false })
    await app.until(() => app.router.state.location.pathname === '/admin/search')
    expect(app.asked).toEqual([])
  })

  it('speaks Chinese', async () => {
    const app = await render({ language: 'zh' })
    await app.until(() => rows().length === 4)
    expect(document.querySelector('h1')?.textContent).toBe('审计日志')
    expect(rows()[0]?.slice(1, 3)).toEqual(['系统（登录服务）', '角色变更'])
    expect(changesOf(0)).toEqual(['角色：用户 → 管理员'])
    expect(changesOf(1)).toContain('有效期：— → 永久')
  })

  // Last: it adds to the log the other tests read.
  it('shows 20 entries a page and pages by the address', async () => {
    const root = adminActions(api, 'u-root', 'root')
    for (let i = 0; i < 20; i++) await root.switchInvitation(invitation, i % 2 === 0 ? 'INACTIVE' : 'ACTIVE')
    const app = await render({})
    await app.until(() => rows().length === 20)
    await act(async () => button('Page 2')?.click())
    await app.until(() => rows().length === 4)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(rows()[3]?.[2]).toBe('Created invitation')
  })
})
