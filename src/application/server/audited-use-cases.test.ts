import { describe, expect, it } from 'vitest'
import { credits } from '../../domain/credits/credits.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fen } from '../../domain/shared/money.ts'
import { openSubscription } from '../../domain/subscriptions/subscription.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryAuditLogRepository } from '../testing/in-memory-audit-log.repository.ts'
import { InMemoryBillingRepository } from '../testing/in-memory-billing.repository.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemoryCustomApiLimitRepository } from '../testing/in-memory-custom-api-limit.repository.ts'
import { InMemoryInvitationRepository } from '../testing/in-memory-invitation.repository.ts'
import { InMemoryUserRepository } from '../testing/in-memory-user.repository.ts'
import type { Caller } from './caller.ts'
import { CreateInvitation } from './create-invitation.use-case.ts'
import { DeleteInvitation } from './delete-invitation.use-case.ts'
import { GrantCustomCredits } from './grant-custom-credits.use-case.ts'
import { SetInvitationStatus } from './set-invitation-status.use-case.ts'
import { SignInUser } from './sign-in-user.use-case.ts'
import { UpdateInvitation } from './update-invitation.use-case.ts'

const ROOT: Caller = { userId: 'u-root', isAdmin: true, username: 'root', email: null, avatar: null }
const actor = { _tag: 'User', userId: 'u-root', username: 'root' }
const form = { distributorName: 'Acme', discountAmount: 10, inviteCode: 'SPRING', remark: 'fair' }

const invitationWorld = () => {
  const repo = new InMemoryInvitationRepository()
  const audit = new InMemoryAuditLogRepository()
  const clock = fixedClock(1_000)
  let id = 0
  const ids = { next: () => `inv-${++id}` }
  const random = { int: () => 0 }
  const later = () => {
    clock.advance(1_000)
    return clock
  }
  return {
    audit,
    entries: async () => (await audit.page(0, 100)).entries.map(({ id: _, ...e }) => e),
    create: (input: Parameters<CreateInvitation['execute']>[1] = form) =>
      new CreateInvitation(repo, later(), ids, random, audit).execute(ROOT, input),
    update: (target: string, input: Parameters<UpdateInvitation['execute']>[2]) =>
      new UpdateInvitation(repo, later(), random, audit).execute(ROOT, target, input),
    remove: (target: string) => new DeleteInvitation(repo, later(), audit).execute(ROOT, target),
    setStatus: (target: string, status: 'ACTIVE' | 'INACTIVE') =>
      new SetInvitationStatus(repo, later(), audit).execute(ROOT, target, status),
  }
}

describe('the invitation use cases record to the audit log', () => {
  it('a create records who made which invitation, with every field it set (fen for money)', async () => {
    const world = invitationWorld()
    await world.create()
    expect(await world.entries()).toEqual([
      {
        actor,
        action: 'invitation.create',
        target: { type: 'invitation', id: 'inv-1' },
        details: {
          inviteCode: { from: null, to: 'SPRING' },
          discount: { from: null, to: 1000 },
          distributorName: { from: null, to: 'Acme' },
          remark: { from: null, to: 'fair' },
          status: { from: null, to: 'ACTIVE' },
        },
        at: 2_000,
      },
    ])
  })

  it('an edit records only the fields it changed; an edit that changes nothing records nothing', async () => {
    const world = invitationWorld()
    await world.create()
    await world.update('inv-1', { ...form, discountAmount: 12.5, remark: null })
    await world.update('inv-1', { ...form, discountAmount: 12.5, remark: null })
    const [edit, ...rest] = await world.entries()
    expect(rest.map((e) => e.action)).toEqual(['invitation.create'])
    expect(edit).toMatchObject({ action: 'invitation.update', target: { type: 'invitation', id: 'inv-1' } })
    expect(edit?.details).toEqual({ discount: { from: 1000, to: 1250 }, remark: { from: 'fair', to: null } })
  })

  it('a status switch records from → to once; asking again for the same status records nothing', async () => {
    const world = invitationWorld()
    await world.create()
    await world.setStatus('inv-1', 'INACTIVE')
    await world.setStatus('inv-1', 'INACTIVE')
    const actions = (await world.entries()).map((e) => [e.action, e.details])
    expect(actions).toEqual([
      ['invitation.status', { status: { from: 'ACTIVE', to: 'INACTIVE' } }],
      ['invitation.create', expect.anything()],
    ])
  })

  it('a delete records what the invitation was, so the entry reads without it', async () => {
    const world = invitationWorld()
    await world.create()
    await world.remove('inv-1')
    const [deleted] = await world.entries()
    expect(deleted).toMatchObject({ action: 'invitation.delete', actor })
    expect(deleted?.details).toMatchObject({
      inviteCode: { from: 'SPRING', to: null },
      status: { from: 'ACTIVE', to: null },
    })
  })

  it('a refused action records nothing: bad input, a taken code, an unknown or deleted invitation', async () => {
    const world = invitationWorld()
    await world.create()
    const before = await world.entries()
    expect(await world.create({ ...form, distributorName: ' ' })).toMatchObject({
      _tag: 'InvalidDistributorName',
    })
    expect(await world.create()).toMatchObject({ _tag: 'InviteCodeTaken' })
    expect(await world.update('nope', form)).toMatchObject({ _tag: 'InvitationNotFound' })
    expect(await world.setStatus('nope', 'INACTIVE')).toMatchObject({ _tag: 'InvitationNotFound' })
    expect(await world.remove('nope')).toMatchObject({ _tag: 'InvitationNotFound' })
    expect(await world.entries()).toEqual(before)
  })
})

describe('GrantCustomCredits records to the audit log', () => {
  const grantWorld = async () => {
    const users = new InMemoryUserRepository(new InMemoryCreditLedgerRepository())
    const plan = planOf('FREE')
    const trial = openSubscription({ id: 'trial', plan, start: instant(0), amount: fen(0) })
    const ada = { id: 'u-ada', username: 'ada', email: null, avatar: null, isAdmin: false }
    await users.signIn(ada, instant(0), () => ({ subscription: trial, buckets: [] }))
    const billing = new InMemoryBillingRepository()
    billing.addHolder({ userId: 'u-ada', username: 'ada', email: null })
    const audit = new InMemoryAuditLogRepository()
    let id = 0
    const use = new GrantCustomCredits(
      users,
      billing,
      fixedClock(5_000),
      { next: () => `id-${++id}` },
      audit,
      new InMemoryCustomApiLimitRepository(),
    )
    return { use, audit }
  }

  it('a grant records who gave whom which credits, for how long, at what price; an unknown user nothing', async () => {
    const { use, audit } = await grantWorld()
    const grants = [
      { kind: 'lead', quantity: credits(50) },
      { kind: 'search', quantity: credits(20) },
    ] as const
    await use.execute(ROOT, {
      userId: 'u-ada',
      grants,
      period: { _tag: 'Days', days: 90 },
      price: fen(99_950),
    })
    expect(
      await use.execute(ROOT, { userId: 'nobody', grants, period: { _tag: 'Forever' }, price: fen(0) }),
    ).toEqual({
      _tag: 'UserNotFound',
    })
    const { entries } = await audit.page(0, 10)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actor,
      action: 'credits.grant',
      target: { type: 'user', id: 'u-ada' },
      details: {
        subscriptionId: { from: null, to: 'id-1' },
        leadCredits: { from: null, to: 50 },
        searchCredits: { from: null, to: 20 },
        days: { from: null, to: 90 },
        price: { from: null, to: 99_950 },
      },
      at: 5_000,
    })
  })
})

describe('SignInUser records role changes to the audit log', () => {
  const token = (roles: string[]) => ({ subject: 'u-bo', roles, username: 'bo', email: null, avatar: null })

  it('records a role the token brings that differs from the recorded one, as the system, once', async () => {
    const users = new InMemoryUserRepository(new InMemoryCreditLedgerRepository())
    const audit = new InMemoryAuditLogRepository()
    const clock = fixedClock(7_000)
    let id = 0
    const signIn = new SignInUser(users, clock, { next: () => `id-${++id}` }, audit)
    await signIn.execute(token([]))
    await signIn.execute(token([]))
    expect((await audit.page(0, 10)).total).toBe(0)
    await signIn.execute(token(['admin']))
    await signIn.execute(token(['admin']))
    clock.advance(1_000)
    await signIn.execute(token([]))
    const { entries } = await audit.page(0, 10)
    expect(entries.map(({ id: _, ...e }) => e)).toEqual([
      {
        actor: { _tag: 'System' },
        action: 'user.role',
        target: { type: 'user', id: 'u-bo' },
        details: { role: { from: 'admin', to: 'user' } },
        at: 8_000,
      },
      {
        actor: { _tag: 'System' },
        action: 'user.role',
        target: { type: 'user', id: 'u-bo' },
        details: { role: { from: 'user', to: 'admin' } },
        at: 7_000,
      },
    ])
  })
})
