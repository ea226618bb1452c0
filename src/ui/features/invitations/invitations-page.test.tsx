// @vitest-environment happy-dom
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { InvitationCodeForm } from '../../../application/browser/ports/invitations.api.port.ts'
import {
  anInvitation,
  aPaidOrderWith,
  deleteInvitation,
  INVITATIONS_WORLD_SECRET,
} from '../../../composition/testing/invitations-world.fixture.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { formatDayTime } from './format-date.ts'
import {
  alertDialog,
  button,
  click,
  dialog,
  field,
  fieldError,
  findButton,
  row,
  type,
} from './testing/page-actions.ts'
import { renderInvitations } from './testing/render-invitations.tsx'

// One service for the file: its invitations are the page's. The tests that need an empty list run
// first; every other test makes codes of its own.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi({ PAYMENT_SECRET: INVITATIONS_WORLD_SECRET })
})
afterAll(() => api.close())

const withCode = (inviteCode: string, extra: Partial<InvitationCodeForm> = {}) =>
  anInvitation(api, { distributorName: 'Acme Trading', discountAmount: 12.5, inviteCode, ...extra })

describe('admin invitations page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
    toast.dismiss()
  })
  const render = async (options: Parameters<typeof renderInvitations>[1] = {}) => {
    const app = await renderInvitations(api, options)
    unmount = app.unmount
    return app
  }
  type App = Awaited<ReturnType<typeof render>>
  // The list has loaded: the empty state or a row.
  const loaded = (app: App) =>
    app.until(() => app.text().includes('No invitations yet') || document.querySelector('tbody tr') !== null)

  it('sends someone who is not an admin to /admin/search, without asking for the codes', async () => {
    const app = await render({ admin: false })
    await app.until(() => app.router.state.location.pathname === '/admin/search')
    expect(app.text()).toContain('search page')
    expect(app.calls).toEqual([])
  })

  // First: nothing has been made yet.
  it('with no codes, says so and offers to create one', async () => {
    const app = await render()
    await app.until(() => app.text().includes('No invitations yet'))
    await click('Create invitation')
    expect(dialog()?.textContent).toContain('Distributor name')
  })

  // Second: its code is the only one, so deleting it empties the list again.
  it('asks before deleting, then deletes', async () => {
    await withCode('BYE1')
    const app = await render()
    await app.until(() => row('BYE1') !== undefined)
    await click('Delete BYE1')
    expect(alertDialog()?.textContent).toContain('Are you sure you want to delete this invitation?')
    await click('Cancel')
    expect(app.calls).not.toContain('deleteInvitation')
    await click('Delete BYE1')
    await click('Delete', alertDialog() ?? document)
    await app.until(() => app.text().includes('Invitation deleted'))
    expect(row('BYE1')).toBeUndefined()
    expect(app.text()).toContain('No invitations yet')
  })

  it('lists each code with its distributor, discount in yuan, status and actions', async () => {
    await withCode('SPRING25', { distributorEmail: 'sales@acme.example', remark: 'trade fair' })
    const app = await render()
    await app.until(() => row('SPRING25') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Invitations')
    const line = row('SPRING25')
    expect(line?.querySelector('code')?.textContent).toBe('SPRING25')
    expect(line?.querySelector('code')?.className).toContain('font-mono')
    for (const text of ['Acme Trading', 'sales@acme.example', 'trade fair', '¥12.50', 'Active'])
      expect(line?.textContent).toContain(text)
    expect(button('Code SPRING25 active').getAttribute('aria-checked')).toBe('true')
    for (const action of [
      'Copy code SPRING25',
      'Usage history of SPRING25',
      'Edit SPRING25',
      'Delete SPRING25',
    ])
      expect(findButton(action)).toBeDefined()
  })

  it('shows when each code was created with its time, as the usage history does (issue 24, item 9)', async () => {
    const made = await withCode('TIMED01')
    const app = await render()
    await app.until(() => row('TIMED01') !== undefined)
    expect(row('TIMED01')?.textContent).toContain(formatDayTime(made.createdAt, 'en'))
    expect(formatDayTime(made.createdAt, 'en')).toMatch(/\d{1,2}:\d{2}/)
  })

  it('creates a code with an empty code box: the service generates it', async () => {
    const app = await render()
    await loaded(app)
    await click('Create invitation')
    await type('Distributor name', 'Beta Resellers')
    await type('Discount amount', '30')
    await click('Create')
    await app.until(() => app.text().includes('Invitation created'))
    expect(dialog()).toBeNull()
    await app.until(() => row('Beta Resellers') !== undefined)
    const code = row('Beta Resellers')?.querySelector('code')?.textContent
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    expect(row('Beta Resellers')?.textContent).toContain('¥30')
  })

  it('creates a code made with Generate: 8 upper-case letters and digits, shown before saving', async () => {
    const app = await render()
    await loaded(app)
    await click('Create invitation')
    await click('Generate')
    const generated = field('Invitation code').value
    expect(generated).toMatch(/^[A-Z0-9]{8}$/)
    await type('Distributor name', 'Gamma')
    await type('Discount amount', '5.5')
    await click('Create')
    await app.until(() => row(generated) !== undefined)
    expect(row(generated)?.textContent).toContain('Gamma')
  })

  it.each([['0'], ['0.001']])(
    'refuses a discount of %s beside the field, and sends nothing',
    async (amount) => {
      const app = await render()
      await loaded(app)
      await click('Create invitation')
      await type('Distributor name', 'Acme')
      await type('Discount amount', amount)
      await click('Create')
      expect(fieldError('Discount amount')).toBe('Discount amount must be at least 0.01')
      expect(field('Discount amount').getAttribute('aria-invalid')).toBe('true')
      expect(app.calls).not.toContain('createInvitation')
      await type('Discount amount', '0.01')
      expect(fieldError('Discount amount')).toBeNull()
    },
  )

  it('names a missing distributor and a malformed email beside their fields', async () => {
    const app = await render()
    await loaded(app)
    await click('Create invitation')
    await type('Distributor email', 'not-an-email')
    await type('Discount amount', '5')
    await click('Create')
    expect(fieldError('Distributor name')).toBe('Please enter the distributor name')
    expect(fieldError('Distributor email')).toBe('Please enter a valid distributor email')
  })

  it('shows the service’s message when it refuses a create (a code already taken)', async () => {
    await withCode('TAKEN1')
    const app = await render()
    await app.until(() => row('TAKEN1') !== undefined)
    await click('Create invitation')
    await type('Distributor name', 'Other')
    await type('Discount amount', '5')
    await type('Invitation code', 'taken1')
    await click('Create')
    await app.until(() => app.text().includes('Invitation code already exists: TAKEN1'))
    expect(dialog()).not.toBeNull()
  })

  it('without a server message, a failed create says so in the fallback words', async () => {
    const transport = failingTransport(injectTransport(api.app))
    const app = await render({ transport })
    await loaded(app)
    await click('Create invitation')
    await type('Distributor name', 'Other')
    await type('Discount amount', '5')
    transport.failNext(400)
    await click('Create')
    await app.until(() => app.text().includes('Failed to create invitation'))
  })

  it('edits every field of a code', async () => {
    await withCode('OLD1', { distributorEmail: 'old@acme.example' })
    const app = await render()
    await app.until(() => row('OLD1') !== undefined)
    await click('Edit OLD1')
    expect(field('Distributor name').value).toBe('Acme Trading')
    expect(field('Discount amount').value).toBe('12.5')
    expect(field('Invitation code').value).toBe('OLD1')
    await type('Distributor name', 'Acme Global')
    await type('Distributor email', 'new@acme.example')
    await type('Remark', 'renewed')
    await type('Discount amount', '20')
    await type('Invitation code', 'NEW2')
    await click('Save')
    await app.until(() => app.text().includes('Invitation updated'))
    await app.until(() => row('NEW2') !== undefined)
    const line = row('NEW2')
    for (const text of ['Acme Global', 'new@acme.example', 'renewed', '¥20'])
      expect(line?.textContent).toContain(text)
    expect(row('OLD1')).toBeUndefined()
  })

  it('switches a code off and on, saying so each time', async () => {
    await withCode('FLIP1')
    const app = await render()
    await app.until(() => row('FLIP1') !== undefined)
    await click('Code FLIP1 active')
    await app.until(() => app.text().includes('Invitation deactivated'))
    await app.until(() => button('Code FLIP1 active').getAttribute('aria-checked') === 'false')
    expect(row('FLIP1')?.textContent).toContain('Inactive')
    await click('Code FLIP1 active')
    await app.until(() => app.text().includes('Invitation activated'))
    await app.until(() => button('Code FLIP1 active').getAttribute('aria-checked') === 'true')
  })

  it('a failed switch says so and leaves the status as it was', async () => {
    const { id } = await withCode('STAY1')
    const app = await render()
    await app.until(() => row('STAY1') !== undefined)
    // Deleted by another administrator meanwhile: the service answers 404 INVITATION_NOT_FOUND.
    await deleteInvitation(api, id)
    await click('Code STAY1 active')
    await app.until(() => app.text().includes('Failed to change invitation status'))
    expect(button('Code STAY1 active').getAttribute('aria-checked')).toBe('true')
  })

  it('shows a code’s usage history, and says when there is none', async () => {
    await withCode('USED1')
    await withCode('UNUSED1')
    // A real MONTHLY_BASIC order (¥280) paid with the code's ¥12.50 off.
    await aPaidOrderWith(api, 'USED1', { id: 'ann', name: 'Ann Buyer', email: 'ann@buyer.example' })
    const app = await render()
    await app.until(() => row('USED1') !== undefined)
    await click('Usage history of USED1')
    await app.until(() => dialog()?.textContent?.includes('Ann Buyer') ?? false)
    for (const text of ['ann@buyer.example', '¥280', '¥12.50', '¥267.50', String(new Date().getFullYear())])
      expect(dialog()?.textContent).toContain(text)
    await click('Close')
    await click('Usage history of UNUSED1')
    await app.until(() => dialog()?.textContent?.includes('No paid order has used this code yet.') ?? false)
  })

  it('copies a code and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await withCode('COPY1')
    const app = await render()
    await app.until(() => row('COPY1') !== undefined)
    await click('Copy code COPY1')
    await app.until(() => app.text().includes('Invitation code copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith('COPY1')
  })

  it('a list that cannot be loaded is toasted (SPEC §8) and can be tried again', async () => {
    const transport = failingTransport(injectTransport(api.app)).failNext(403, {
      code: 'FORBIDDEN',
      message: 'Forbidden',
    })
    const app = await render({ transport })
    await app.until(() => app.text().includes('Failed to load invitations'))
    await click('Try again')
    await app.until(() => row('COPY1') !== undefined)
  })

  it('speaks Chinese: the page, the rule’s message and the confirmation', async () => {
    await withCode('ZHONG1')
    const app = await render({ language: 'zh' })
    await app.until(() => row('ZHONG1') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('邀请码管理')
    await click('创建邀请码')
    await type('分销商名称', '华东经销')
    await type('优惠金额', '0')
    await click('创建')
    expect(fieldError('优惠金额')).toBe('优惠金额不能低于 0.01')
    await click('取消')
    await click('删除 ZHONG1')
    expect(alertDialog()?.textContent).toContain('确定要删除此邀请码吗？')
  })
})
