import { describe, expect, it } from 'vitest'
import { INVITE_CODE_ALPHABET } from '../../domain/invitations/invite-code.ts'
import type { RandomInt } from '../../domain/shared/random.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryAuditLogRepository } from '../testing/in-memory-audit-log.repository.ts'
import { InMemoryInvitationRepository } from '../testing/in-memory-invitation.repository.ts'
import type { Caller } from './caller.ts'
import { CreateInvitation } from './create-invitation.use-case.ts'
import { GENERATED_CODE_ATTEMPTS } from './invitation-draft.ts'
import type { Random } from './ports/random.port.ts'
import { UpdateInvitation } from './update-invitation.use-case.ts'

/** Draws the given codes in turn (each 8 characters of the alphabet), then fails loudly. */
const scripted = (...codes: string[]): Random & { draws: () => number } => {
  const chars = codes.join('').split('')
  let drawn = 0
  const int: RandomInt = () => {
    const char = chars[drawn++]
    if (char === undefined) throw new Error('the script ran out of codes')
    return INVITE_CODE_ALPHABET.indexOf(char)
  }
  return { int, draws: () => drawn / 8 }
}

const setup = (random: Random) => {
  const repo = new InMemoryInvitationRepository()
  let id = 0
  const ids = { next: () => `inv-${++id}` }
  const clock = fixedClock(1_000)
  const audit = new InMemoryAuditLogRepository()
  return {
    repo,
    create: new CreateInvitation(repo, clock, ids, random, audit),
    update: new UpdateInvitation(repo, clock, random, audit),
  }
}

const ADMIN: Caller = { userId: 'admin', isAdmin: true, username: 'admin', email: null, avatar: null }

const form = { distributorName: 'Acme', discountAmount: 10 }

describe('CreateInvitation', () => {
  it('draws a new code when a generated one is taken, and keeps the invitation the admin asked for', async () => {
    const random = scripted('AAAAAAAA', 'AAAAAAAA', 'BBBBBBBB')
    const { create } = setup(random)
    expect(await create.execute(ADMIN, form)).toMatchObject({ inviteCode: 'AAAAAAAA' })
    expect(await create.execute(ADMIN, { ...form, inviteCode: '' })).toMatchObject({ inviteCode: 'BBBBBBBB' })
    expect(random.draws()).toBe(3)
  })

  it(`gives up after ${GENERATED_CODE_ATTEMPTS} collisions (a broken random source) with "taken"`, async () => {
    const random = scripted(...Array(GENERATED_CODE_ATTEMPTS + 1).fill('CCCCCCCC'))
    const { create } = setup(random)
    await create.execute(ADMIN, form)
    expect(await create.execute(ADMIN, form)).toEqual({ _tag: 'InviteCodeTaken', inviteCode: 'CCCCCCCC' })
    expect(random.draws()).toBe(GENERATED_CODE_ATTEMPTS + 1)
  })

  it('reports a taken typed code at once, without drawing', async () => {
    const random = scripted()
    const { create } = setup(random)
    await create.execute(ADMIN, { ...form, inviteCode: 'spring-26' })
    expect(await create.execute(ADMIN, { ...form, inviteCode: ' SPRING-26 ' })).toEqual({
      _tag: 'InviteCodeTaken',
      inviteCode: 'SPRING-26',
    })
    expect(random.draws()).toBe(0)
  })

  it('validates the form with the domain rules, name first, and writes nothing when it fails', async () => {
    const { create, repo } = setup(scripted())
    const bad = { distributorName: ' ', discountAmount: 0, inviteCode: 'x' }
    expect(await create.execute(ADMIN, bad)).toMatchObject({ _tag: 'InvalidDistributorName' })
    expect(await create.execute(ADMIN, { ...bad, distributorName: 'Acme' })).toMatchObject({
      _tag: 'InvalidInviteCode',
    })
    expect(
      await create.execute(ADMIN, { ...form, discountAmount: '1.005', inviteCode: 'ABCD' }),
    ).toMatchObject({
      _tag: 'InvalidDiscountAmount',
      code: 'DISCOUNT_TOO_PRECISE',
    })
    for (const distributorEmail of ['acme', 'a@b', 'a b@c.example', `${'a'.repeat(250)}@c.example`])
      expect(await create.execute(ADMIN, { ...form, inviteCode: 'ABCD', distributorEmail })).toMatchObject({
        _tag: 'InvalidDistributorEmail',
      })
    expect(await repo.list()).toEqual([])
  })

  it('stores blank email and remark as none, and trims what is given', async () => {
    const { create } = setup(scripted())
    const saved = await create.execute(ADMIN, {
      ...form,
      inviteCode: 'ABCD',
      distributorEmail: '  ',
      remark: ' note ',
    })
    expect(saved).toMatchObject({ distributor: { name: 'Acme', email: null, remark: 'note' } })
  })
})

describe('UpdateInvitation', () => {
  it('is "not found" for an unknown id, and draws again on a collision like create', async () => {
    const random = scripted('DDDDDDDD', 'DDDDDDDD', 'EEEEEEEE')
    const { create, update } = setup(random)
    expect(await update.execute(ADMIN, 'nope', { ...form, inviteCode: 'ABCD' })).toEqual({
      _tag: 'InvitationNotFound',
      id: 'nope',
    })
    await create.execute(ADMIN, form)
    const other = await create.execute(ADMIN, { ...form, inviteCode: 'OTHER' })
    if ('_tag' in other) return expect.fail(other._tag)
    expect(await update.execute(ADMIN, other.id, form)).toMatchObject({
      id: other.id,
      inviteCode: 'EEEEEEEE',
    })
  })
})
