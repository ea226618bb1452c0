// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  aPersonWithoutAnAddress,
  askForRemoval,
  pendingReviewIds,
} from '../../../composition/testing/opt-out-world.fixture.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { click, findButton, row } from '../invitations/testing/page-actions.ts'
import { renderOptOutReviews } from './testing/render-opt-out-reviews.tsx'

// One service for the file: Bob is in the data with no address, so a request for him waits; the other
// request names someone the data does not hold. Asked in that order, so Bob's is the oldest.
let api: RealApi
let bobReview: string
let nobodyReview: string
beforeAll(async () => {
  api = await startRealApi()
  await aPersonWithoutAnAddress(api, 'bob-b', 'Bob Builder')
  await askForRemoval(api, {
    profileLink: 'https://www.linkedin.com/in/bob-b',
    email: 'assistant@bob.example',
    relationship: 'I am his assistant',
    language: 'en',
  })
  await askForRemoval(api, {
    profileLink: 'https://www.linkedin.com/in/nobody-here',
    email: 'me@nobody.example',
    relationship: 'It is me',
    language: 'en',
  })
  ;[bobReview = '', nobodyReview = ''] = await pendingReviewIds(api)
})
afterAll(() => api.close())

describe('the removal requests page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('lists waiting requests oldest first, with who asked, what they say, and whether the person is in the data', async () => {
    const app = await renderOptOutReviews(api, { admin: true })
    unmount = app.unmount
    await app.until(() => row('assistant@bob.example') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Removal requests')
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '')
    expect(rows[0]).toContain('Bob Builder')
    expect(rows[0]).toContain('“I am his assistant”')
    expect(rows[1]).toContain('Not in our data')
  })

  it('approving asks once more, then sends the decision and the request leaves the list', async () => {
    const app = await renderOptOutReviews(api, { admin: true })
    unmount = app.unmount
    await app.until(() => row('assistant@bob.example') !== undefined)
    const bob = row('assistant@bob.example') ?? document
    await click('Approve removal', bob)
    await app.until(() => findButton('Yes, remove') !== undefined)
    expect(app.decisions).toEqual([])
    expect(app.text()).toContain('Remove Bob Builder now? This cannot be undone.')
    await click('Yes, remove', row('assistant@bob.example') ?? document)
    await app.until(() => row('assistant@bob.example') === undefined)
    expect(app.decisions).toEqual([{ id: bobReview, decision: 'approve' }])
    await app.until(() => findButton('Reject') !== undefined)
    await click('Reject', row('me@nobody.example') ?? document)
    await app.until(() => app.decisions.length === 2)
    expect(app.decisions[1]).toEqual({ id: nobodyReview, decision: 'reject' })
    // The list is read again after the decision: the last request leaves it then.
    await app.until(() => findButton('Approve removal') === undefined)
  })

  it('sends someone who is not an admin to /admin/search', async () => {
    const app = await renderOptOutReviews(api, { admin: false })
    unmount = app.unmount
    await app.until(() => app.router.state.location.pathname === '/admin/search')
  })
})
