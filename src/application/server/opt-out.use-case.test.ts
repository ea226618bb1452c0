import { createHash, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bilingualOptOutMail } from '../../adapters/server/mail/opt-out-mail-wording.ts'
import { normaliseOptOutEmail, type OptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import { hashOptOutToken, type OptOutToken } from '../../domain/opt-out/opt-out-token.ts'
import { emailKey, pepperCheck, profileKey } from '../../domain/opt-out/suppression-key.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS } from '../../domain/opt-out/token-expiry.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryAuditLogRepository } from '../testing/in-memory-audit-log.repository.ts'
import { InMemoryContactSource } from '../testing/in-memory-contact-source.ts'
import { InMemoryMailOutbox } from '../testing/in-memory-mail-outbox.ts'
import { InMemoryOptOutReviews } from '../testing/in-memory-opt-out-reviews.ts'
import { emptySuppressionStore, InMemorySuppressionList } from '../testing/in-memory-suppression-list.ts'
import type { Caller } from './caller.ts'
import { ConfirmOptOut } from './confirm-opt-out.use-case.ts'
import { ListOutbox } from './list-outbox.use-case.ts'
import { DecideOptOutReview, ListOptOutReviews } from './opt-out-reviews.use-case.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import { RequestOptOut } from './request-opt-out.use-case.ts'

const digest = { sha256Hex: (text: string) => createHash('sha256').update(text, 'utf8').digest('hex') }
const PEPPER = 'pepper-of-the-use-case-tests'
const ADA = 'ada-lovelace' as ProfileId
const email = (address: string, status: 'valid' | 'invalid' = 'valid') => ({
  address,
  status,
  checkedAt: instant(0),
})

const ADMIN: Caller = {
  userId: 'admin-1' as UserId,
  isAdmin: true,
  username: 'admin',
  email: null,
  avatar: null,
}

const setup = () => {
  const clock = fixedClock(Date.UTC(2026, 4, 1, 9))
  const store = emptySuppressionStore()
  const list = new InMemorySuppressionList(pepperCheck(PEPPER, digest.sha256Hex), store)
  const outbox = new InMemoryMailOutbox('LeadLens <no-reply@leads.example>', clock.now)
  const person = (profileId: string, name: string, emails: ReturnType<typeof email>[] = []) => ({
    profileId: profileId as ProfileId,
    name,
    title: null,
    isDecisionMaker: false,
    emails,
    phones: [],
  })
  const source = new InMemoryContactSource(
    [
      {
        id: 'co-acme',
        name: 'Acme',
        domain: 'acme.example',
        website: null,
        country: null,
        logoUrl: null,
        url: null,
        people: [
          person(ADA, 'Ada Lovelace', [email('Ada@Acme.example')]),
          person('bob-b', 'Bob B.'),
          person('ada-twin', 'Ada Twin', [email('ada@acme.example')]),
        ],
      },
    ],
    [person('carol-c', 'Carol C.', [email('carol@home.example', 'invalid')])],
  )
  const reviews = new InMemoryOptOutReviews()
  const audit = new InMemoryAuditLogRepository()
  let n = 0
  const settings = { publicUrl: 'https://leads.example', brandName: 'LeadLens' }
  const request = new RequestOptOut(
    {
      list,
      reviews,
      contacts: source,
      mail: outbox,
      wording: bilingualOptOutMail,
      digest,
      random: { int: (b) => randomInt(b) },
      ids: { next: () => `review-${++n}` },
      clock,
    },
    settings,
  )
  const confirm = new ConfirmOptOut(list, source, digest, clock, PEPPER)
  const listReviews = new ListOptOutReviews(reviews, source)
  const decide = new DecideOptOutReview({
    reviews,
    list,
    eraser: source,
    digest,
    clock,
    audit,
    pepper: PEPPER,
  })
  const tokenOf = (n = 0) => {
    const mail = outbox.all()[n]
    const token = /\/opt-out#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    if (token === undefined) throw new Error(`no link in ${mail?.text}`)
    return token
  }
  return {
    clock,
    store,
    list,
    outbox,
    source,
    request,
    confirm,
    tokenOf,
    reviews,
    listReviews,
    decide,
    audit,
  }
}

const ask = (
  profile: string,
  more: { email?: string; relationship?: string; language?: 'en' | 'zh' } = {},
) => ({
  profileLink: `linkedin.com/in/${profile}`,
  email: more.email ?? 'someone@else.example',
  relationship: more.relationship ?? 'It is me',
  language: more.language ?? 'en',
})

describe('requesting an opt-out for someone the data holds an address for', () => {
  it('mails the link to the person’s own address, never to the requester’s, shown masked', async () => {
    const { request, outbox, store, tokenOf, clock } = setup()
    const result = await request.execute({
      profileLink: ' https://www.linkedin.com/in/Ada-Lovelace/?trk=x ',
      email: ' Attacker@Example.com ',
      relationship: 'It is me',
      language: 'zh',
    })
    expect(result).toEqual({
      _tag: 'OptOutMailed',
      sentTo: 'a•••@a•••.example',
      expiresAt: instant(clock.now() + OPT_OUT_TOKEN_LIFETIME_MS),
    })
    const [mail] = outbox.all()
    expect(outbox.all()).toHaveLength(1)
    expect(mail).toMatchObject({ to: 'ada@acme.example', from: 'LeadLens <no-reply@leads.example>' })
    expect(mail?.subject).toContain('确认')
    expect(mail?.text).toContain('https://www.linkedin.com/in/ada-lovelace')
    const token = tokenOf()
    expect(mail?.text).toContain(`https://leads.example/opt-out#token=${token}`)
    const [stored] = [...store.requests.values()]
    expect(stored).toMatchObject({ profileId: ADA, email: 'ada@acme.example', confirmedAt: null })
    expect(stored?.tokenHash).toBe(hashOptOutToken(token as OptOutToken, digest.sha256Hex))
    expect(JSON.stringify([...store.requests.entries()])).not.toContain(token)
    expect(JSON.stringify([...store.requests.entries()])).not.toContain('attacker')
  })

  it('refuses a bad link, address or relationship, sending and keeping nothing', async () => {
    const { request, outbox, store, reviews } = setup()
    expect(
      await request.execute({ ...ask('ada-lovelace'), profileLink: 'https://example.com/ada' }),
    ).toMatchObject({ _tag: 'InvalidProfileLink' })
    expect(await request.execute(ask('ada-lovelace', { email: 'ada at example' }))).toMatchObject({
      _tag: 'InvalidOptOutEmail',
      code: 'OPT_OUT_EMAIL_INVALID',
    })
    for (const relationship of ['', '   ', 'x'.repeat(201)])
      expect(await request.execute(ask('bob-b', { relationship }))).toMatchObject({
        code: 'OPT_OUT_RELATIONSHIP_INVALID',
      })
    expect(outbox.all()).toEqual([])
    expect(store.requests.size).toBe(0)
    expect((await reviews.pending(0, 10)).total).toBe(0)
  })

  it('purges requests whose link died, so they stop naming anyone', async () => {
    const { request, store, clock } = setup()
    await request.execute(ask('ada-lovelace'))
    clock.advance(OPT_OUT_TOKEN_LIFETIME_MS + 1)
    await request.execute(ask('ada-twin'))
    expect([...store.requests.values()].map((r) => r.profileId)).toEqual(['ada-twin'])
  })
})

describe('requesting an opt-out for someone the data holds no address for', () => {
  it('nothing waiting is 0 pages, as every paged list counts them (domain/pagination/page-count.ts)', async () => {
    const { listReviews } = setup()
    expect(await listReviews.execute(1)).toEqual({ page: 1, total: 0, totalPages: 0, reviews: [] })
  })

  it('waits for an admin: nothing is mailed, the person stays visible, the request is listed', async () => {
    const { request, outbox, source, listReviews, clock } = setup()
    for (const profile of ['bob-b', 'carol-c', 'not-in-the-data'])
      expect(
        await request.execute(
          ask(profile, { email: 'Assistant@Bob.example', relationship: '  his\nassistant ' }),
        ),
      ).toEqual({ _tag: 'OptOutUnderReview' })
    expect(outbox.all()).toEqual([])
    expect(await source.person('bob-b' as ProfileId)).toBeDefined()
    const listing = await listReviews.execute(1)
    expect(listing).toMatchObject({ page: 1, total: 3, totalPages: 1 })
    expect(listing.reviews[0]).toEqual({
      id: 'review-1',
      profileId: 'bob-b',
      name: 'Bob B.',
      requesterEmail: 'assistant@bob.example',
      relationship: 'his assistant',
      requestedAt: clock.now(),
    })
    expect(listing.reviews[2]?.name).toBeNull()
  })

  it('an approval removes the person at once, by profile, and is audited under the admin’s name', async () => {
    const { request, decide, source, store, audit, listReviews } = setup()
    await request.execute(ask('bob-b'))
    expect(await decide.execute(ADMIN, { id: 'review-1', decision: 'approve' })).toEqual({
      _tag: 'ReviewDone',
      decision: 'approve',
    })
    expect(await source.person('bob-b' as ProfileId)).toBeUndefined()
    expect([...store.keys.keys()]).toEqual([profileKey('bob-b' as ProfileId, PEPPER, digest.sha256Hex)])
    expect((await listReviews.execute(1)).total).toBe(0)
    const { entries } = await audit.page(0, 10)
    expect(entries).toMatchObject([
      {
        actor: { _tag: 'User', userId: 'admin-1', username: 'admin' },
        action: 'optOut.decide',
        target: { type: 'optOutReview', id: 'review-1' },
        details: { decision: { from: null, to: 'approve' } },
      },
    ])
    expect(JSON.stringify(entries)).not.toContain('bob')
  })

  it('a rejection changes nothing but the review, audited; a review is decided once', async () => {
    const { request, decide, source, store, audit } = setup()
    await request.execute(ask('bob-b'))
    expect(await decide.execute(ADMIN, { id: 'review-1', decision: 'reject' })).toMatchObject({
      decision: 'reject',
    })
    expect(await source.person('bob-b' as ProfileId)).toBeDefined()
    expect(store.keys.size).toBe(0)
    expect(await decide.execute(ADMIN, { id: 'review-1', decision: 'approve' })).toEqual({
      _tag: 'OptOutReviewDecided',
      decision: 'reject',
    })
    expect(await source.person('bob-b' as ProfileId)).toBeDefined()
    expect(await decide.execute(ADMIN, { id: 'no-such', decision: 'approve' })).toEqual({
      _tag: 'OptOutReviewUnknown',
    })
    expect((await audit.page(0, 10)).total).toBe(1)
  })
})

describe('confirming an opt-out', () => {
  it('the person’s confirmation takes effect at once: the profile and everyone holding the address go', async () => {
    const { request, confirm, source, store, tokenOf } = setup()
    await request.execute(ask('ada-lovelace'))
    expect(await confirm.execute({ token: tokenOf() })).toEqual({ _tag: 'OptOutConfirmed' })
    expect(await source.person(ADA)).toBeUndefined()
    expect(await source.person('ada-twin' as ProfileId)).toBeUndefined()
    expect(await source.person('bob-b' as ProfileId)).toBeDefined()
    expect((await source.members('co-acme', 'others', 0, 10)).people.map((p) => p.profileId)).toEqual([
      'bob-b',
    ])
    const held = normaliseOptOutEmail('ada@acme.example') as OptOutEmail
    expect([...store.keys.keys()].sort()).toEqual(
      [profileKey(ADA, PEPPER, digest.sha256Hex), emailKey(held, PEPPER, digest.sha256Hex)].sort(),
    )
    const stored = JSON.stringify([...store.requests.values(), ...store.keys.values()])
    expect(stored).not.toContain('ada-lovelace')
    expect(stored).not.toContain('ada@acme')
  })

  it('a link works once', async () => {
    const { request, confirm, tokenOf } = setup()
    await request.execute(ask('ada-lovelace'))
    await confirm.execute({ token: tokenOf() })
    expect(await confirm.execute({ token: tokenOf() })).toEqual({ _tag: 'OptOutTokenUsed' })
  })

  it('a link works for a day, and not after', async () => {
    const { request, confirm, tokenOf, clock, source } = setup()
    await request.execute(ask('ada-lovelace'))
    clock.advance(OPT_OUT_TOKEN_LIFETIME_MS)
    expect(await confirm.execute({ token: tokenOf() })).toEqual({ _tag: 'OptOutTokenExpired' })
    expect(await source.person(ADA)).toBeDefined()
  })

  it('an unknown or malformed token confirms nothing', async () => {
    const { confirm, store } = setup()
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd', ''])
      expect(await confirm.execute({ token })).toEqual({ _tag: 'OptOutTokenUnknown' })
    expect(store.keys.size).toBe(0)
  })

  it('the outbox lists what was sent, newest first, 20 a page', async () => {
    const { outbox, clock } = setup()
    for (let n = 0; n < 21; n++) {
      clock.advance(1000)
      await outbox.send({ to: `p${n}@x.example`, subject: 'Hello', text: 'Hi' })
    }
    const first = await new ListOutbox(outbox).execute(1)
    expect([first.total, first.totalPages, first.messages.length]).toEqual([21, 2, 20])
    expect(first.messages[0]?.to).toBe('p20@x.example')
    expect((await new ListOutbox(outbox).execute(2)).messages.map((m) => m.to)).toEqual(['p0@x.example'])
  })
})
