// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sendOptOutMail } from '../../../composition/testing/outbox-world.fixture.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { row } from '../invitations/testing/page-actions.ts'
import { renderOutbox } from './testing/render-outbox.tsx'

const LINK = 'https://leads.example/opt-out#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'

// The service's own outbox, with two opt-out confirmations sent one after the other.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  await sendOptOutMail(api, 'older@home.example', `${LINK}-older`)
  await sendOptOutMail(api, 'ada@home.example', LINK)
})
afterAll(() => api.close())

describe('the outbox page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('lists the mail newest first; each message opens with its sender, lines and a followable link', async () => {
    const app = await renderOutbox(api, { admin: true })
    unmount = app.unmount
    await app.until(() => row('ada@home.example') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Outbox')
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '')
    expect(rows[0]).toContain('ada@home.example')
    expect(rows[1]).toContain('older@home.example')
    const newest = row('ada@home.example')
    expect(newest?.querySelector('summary')?.textContent).toContain('Confirm your removal from LeadLens')
    expect(newest?.textContent).toMatch(/From \S.*@/)
    expect(newest?.querySelector('pre')?.textContent).toContain('To confirm, open this link within 24 hours')
    // Every link in the text is followable: the profile's, and the confirmation link.
    expect([...(newest?.querySelectorAll('pre a') ?? [])].map((a) => a.getAttribute('href'))).toContain(LINK)
  })

  it('sends someone who is not an admin to /admin/search', async () => {
    const app = await renderOutbox(api, { admin: false })
    unmount = app.unmount
    await app.until(() => app.router.state.location.pathname === '/admin/search')
  })
})
