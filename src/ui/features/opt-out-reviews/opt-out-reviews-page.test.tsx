// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemoryOptOutReviewsGateway } from '../../../application/testing/in-memory-opt-out-reviews.gateway.ts'
import { click, findButton, row } from '../invitations/testing/page-actions.ts'
import { renderOptOutReviews } from './testing/render-opt-out-reviews.tsx'

const identityOf = (admin: boolean) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'boss', username: 'boss', email: null, admin })
  return identity
}

const gatewayFor = async (identity: InMemoryIdentity) => {
  const token = await identity.accessToken()
  return new InMemoryOptOutReviewsGateway(new Set(typeof token === 'string' ? [token] : []))
    .add({
      id: 'r-bob',
      profileLink: 'https://www.linkedin.com/in/bob-b',
      name: 'Bob Builder',
      requesterEmail: 'assistant@bob.example',
      relationship: 'I am his assistant',
      requestedAt: '2026-05-01T09:00:00.000Z',
    })
    .add({
      id: 'r-nobody',
      profileLink: 'https://www.linkedin.com/in/nobody-here',
      name: null,
      requesterEmail: 'me@nobody.example',
      relationship: 'It is me',
      requestedAt: '2026-05-01T10:00:00.000Z',
    })
}

describe('the removal requests page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('lists waiting requests oldest first, with who asked, what they say, and whether the person is in the data', async () => {
    const identity = identityOf(true)
    const app = await renderOptOutReviews({ identity, gateway: await gatewayFor(identity) })
    unmount = app.unmount
    await app.until(() => row('assistant@bob.example') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Removal requests')
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '')
    expect(rows[0]).toContain('Bob Builder')
    expect(rows[0]).toContain('“I am his assistant”')
    expect(rows[1]).toContain('Not in our data')
  })

  it('approving asks once more, then sends the decision and the request leaves the list', async () => {
    const identity = identityOf(true)
    const gateway = await gatewayFor(identity)
    const app = await renderOptOutReviews({ identity, gateway })
    unmount = app.unmount
    await app.until(() => row('assistant@bob.example') !== undefined)
    const bob = row('assistant@bob.example') ?? document
    await click('Approve removal', bob)
    await app.until(() => findButton('Yes, remove') !== undefined)
    expect(gateway.decisions).toEqual([])
    expect(app.text()).toContain('Remove Bob Builder now? This cannot be undone.')
    await click('Yes, remove', row('assistant@bob.example') ?? document)
    await app.until(() => row('assistant@bob.example') === undefined)
    expect(gateway.decisions).toEqual([{ id: 'r-bob', decision: 'approve' }])
    await app.until(() => findButton('Reject') !== undefined)
    await click('Reject', row('me@nobody.example') ?? document)
    await app.until(() => gateway.decisions.length === 2)
    expect(gateway.decisions[1]).toEqual({ id: 'r-nobody', decision: 'reject' })
    // The list is read again after the decision: the last request leaves it then.
    await app.until(() => findButton('Approve removal') === undefined)
  })

  it('sends someone who is not an admin to /admin/search', async () => {
    const identity = identityOf(false)
    const app = await renderOptOutReviews({ identity, gateway: await gatewayFor(identity) })
    unmount = app.unmount
    await app.until(() => app.router.state.location.pathname === '/admin/search')
  })
})
