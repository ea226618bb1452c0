// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { authorised } from '../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import type { AuditLogEntry } from '../../../application/browser/ports/audit-log.gateway.port.ts'
import { InMemoryAuditLogGateway } from '../../../application/testing/in-memory-audit-log.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { AuditTokens } from '../../../composition/browser/audit.area.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { AppShell } from '../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { PagedRoute } from '../subscription/testing/render-billing.tsx'
import { AuditLogPage } from './audit-log-page.tsx'

const MAY_1 = Date.parse('2025-05-01T12:00:00.000Z')
const MINUTE = 60_000
const root = { type: 'user', id: 'u-root', username: 'root' } as const

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent)
const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  )
const changesOf = (row: number) =>
  [...(document.querySelectorAll('tbody tr')[row]?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)

/** Oldest first: a create, an edit, a grant, a role change; then `switches` status switches. */
const aLog = (gateway: InMemoryAuditLogGateway, switches = 0) => {
  let minute = 0
  const at = () => new Date(MAY_1 + ++minute * MINUTE).toISOString()
  const entries: Omit<AuditLogEntry, 'id'>[] = [
    {
      actor: root,
      action: 'invitation.create',
      target: { type: 'invitation', id: 'inv-1' },
      details: {
        inviteCode: { from: null, to: 'SPRING' },
        discount: { from: null, to: 5000 },
        status: { from: null, to: 'ACTIVE' },
      },
      at: at(),
    },
    {
      actor: root,
      action: 'invitation.update',
      target: { type: 'invitation', id: 'inv-1' },
      details: { discount: { from: 5000, to: 6250 }, remark: { from: 'fair', to: null } },
      at: at(),
    },
    {
      actor: root,
      action: 'credits.grant',
      target: { type: 'user', id: 'u-ada' },
      details: {
        leadCredits: { from: null, to: 50 },
        days: { from: null, to: 'forever' },
        price: { from: null, to: 99_950 },
      },
      at: at(),
    },
    {
      actor: { type: 'system' },
      action: 'user.role',
      target: { type: 'user', id: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' },
      details: { role: { from: 'user', to: 'admin' } },
      at: at(),
    },
    ...Array.from({ length: switches }, (_, i) => ({
      actor: root,
      action: 'invitation.status' as const,
      target: { type: 'invitation' as const, id: 'inv-1' },
      details: {
        status: i % 2 === 0 ? { from: 'ACTIVE', to: 'INACTIVE' } : { from: 'INACTIVE', to: 'ACTIVE' },
      },
      at: at(),
    })),
  ]
  for (const entry of entries) gateway.add(entry)
  return gateway
}

describe('the audit log page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (options: {
    admin?: boolean
    log?: (gateway: InMemoryAuditLogGateway) => InMemoryAuditLogGateway
    path?: string
    language?: Language
  }) => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly({ sub: 'u-root', username: 'root', email: null, admin: options.admin ?? true })
    const token = (await identity.accessToken()) as string
    const gateway = (options.log ?? ((g) => g))(
      new InMemoryAuditLogGateway().user(token, { admin: options.admin ?? true }),
    )
    const { resolver: signIn } = signInResolver(identity)
    const getToken = signIn.get(T.GetAccessToken) as GetAccessToken
    const app = await renderApp({
      resolver: layeredResolver([[AuditTokens.AuditLogApi, authorised(getToken, gateway)]], signIn),
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
    return { ...app, gateway }
  }

  it('shows who did what to what, and the changed fields in words, newest first', async () => {
    const app = await render({ log: (g) => aLog(g) })
    await app.until(() => rows().length === 4)
    expect(headers()).toEqual(['Time', 'Who', 'Action', 'On', 'Changes'])
    const [role, grant, edit, create] = rows()
    expect(role?.slice(1, 4)).toEqual(['System (sign-in provider)', 'Role changed', 'User f81d4fae…'])
    expect(document.querySelector('tbody td span[title]')?.getAttribute('title')).toBe(
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    )
    expect(changesOf(0)).toEqual(['Role: user → administrator'])
    expect(grant?.slice(1, 4)).toEqual(['root', 'Granted credits', 'User u-ada'])
    expect(changesOf(1)).toEqual(['Lead credits: — → 50', 'Lasts: — → forever', 'Price: — → ¥999.50'])
    expect(edit?.slice(1, 4)).toEqual(['root', 'Edited invitation', 'Invitation inv-1'])
    expect(changesOf(2)).toEqual(['Discount: ¥50 → ¥62.50', 'Remark: fair → —'])
    expect(create?.[2]).toBe('Created invitation')
    expect(changesOf(3)).toEqual(['Code: — → SPRING', 'Discount: — → ¥50', 'Status: — → active'])
    expect(create?.[0]).toContain('May 1, 2025')
  })

  it('shows 20 entries a page and pages by the address', async () => {
    const app = await render({ log: (g) => aLog(g, 20) })
    await app.until(() => rows().length === 20)
    await act(async () => button('Page 2')?.click())
    await app.until(() => rows().length === 4)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(rows()[3]?.[2]).toBe('Created invitation')
  })

  it('says when nothing is recorded yet', async () => {
    const app = await render({})
    await app.until(() => app.text().includes('Nothing recorded yet.'))
    expect(document.querySelector('table')).toBeNull()
  })

  it('sends anyone but an administrator to the search page, asking nothing', async () => {
    const app = await render({ admin: false, log: (g) => aLog(g) })
    await app.until(() => app.router.state.location.pathname === '/admin/search')
    expect(app.gateway.pagesAsked).toEqual([])
  })

  it('speaks Chinese', async () => {
    const app = await render({ log: (g) => aLog(g), language: 'zh' })
    await app.until(() => rows().length === 4)
    expect(document.querySelector('h1')?.textContent).toBe('审计日志')
    expect(rows()[0]?.slice(1, 3)).toEqual(['系统（登录服务）', '角色变更'])
    expect(changesOf(0)).toEqual(['角色：用户 → 管理员'])
    expect(changesOf(1)).toContain('有效期：— → 永久')
  })
})
