// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemoryOutboxGateway } from '../../../application/testing/in-memory-outbox.gateway.ts'
import { row } from '../invitations/testing/page-actions.ts'
import { renderOutbox } from './testing/render-outbox.tsx'

const LINK = 'https://leads.example/opt-out#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'

const identityOf = (admin: boolean) => {
  const identity = new InMemoryIdentity()
  // The in-memory gateway takes the identity's access token as the admin's.
  identity.signInDirectly({ sub: 'boss', username: 'boss', email: null, admin })
  return identity
}

const gatewayFor = async (identity: InMemoryIdentity) => {
  const token = await identity.accessToken()
  const gateway = new InMemoryOutboxGateway(new Set(typeof token === 'string' ? [token] : []))
  gateway.send({
    from: 'LeadLens <no-reply@leadlens.example>',
    to: 'older@home.example',
    subject: 'Confirm your removal from LeadLens',
    sentAt: '2026-05-01T09:00:00.000Z',
    text: 'older',
  })
  return gateway.send({
    from: 'LeadLens <no-reply@leadlens.example>',
    to: 'ada@home.example',
    subject: 'Confirm your removal from LeadLens',
    sentAt: '2026-05-01T10:00:00.000Z',
    text: `Hello,\n\nTo confirm, open this link:\n  ${LINK}\n\nLeadLens`,
  })
}

describe('the outbox page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('lists the mail newest first; each message opens with its sender, lines and a followable link', async () => {
    const identity = identityOf(true)
    const app = await renderOutbox({ identity, gateway: await gatewayFor(identity) })
    unmount = app.unmount
    await app.until(() => row('ada@home.example') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Outbox')
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '')
    expect(rows[0]).toContain('ada@home.example')
    expect(rows[1]).toContain('older@home.example')
    const newest = row('ada@home.example')
    expect(newest?.querySelector('summary')?.textContent).toContain('Confirm your removal from LeadLens')
    expect(newest?.textContent).toContain('From LeadLens <no-reply@leadlens.example>')
    expect(newest?.querySelector('pre')?.textContent).toContain('To confirm, open this link:\n')
    expect(newest?.querySelector('pre a')?.getAttribute('href')).toBe(LINK)
  })

  it('sends someone who is not an admin to /admin/search', async () => {
    const identity = identityOf(false)
    const app = await renderOutbox({ identity, gateway: await gatewayFor(identity) })
    unmount = app.unmount
    await app.until(() => app.router.state.location.pathname === '/admin/search')
  })
})
