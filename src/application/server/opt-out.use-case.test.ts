import { createHash, randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { normaliseOptOutEmail, type OptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import { hashOptOutToken, type OptOutToken } from '../../domain/opt-out/opt-out-token.ts'
import { emailKey, pepperCheck, profileKey } from '../../domain/opt-out/suppression-key.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS } from '../../domain/opt-out/token-expiry.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryContactSource } from '../testing/in-memory-contact-source.ts'
import { InMemoryMailOutbox } from '../testing/in-memory-mail-outbox.ts'
import { emptySuppressionStore, InMemorySuppressionList } from '../testing/in-memory-suppression-list.ts'
import { ConfirmOptOut } from './confirm-opt-out.use-case.ts'
import { ListOutbox } from './list-outbox.use-case.ts'
import { RequestOptOut } from './request-opt-out.use-case.ts'

const digest = { sha256Hex: (text: string) => createHash('sha256').update(text, 'utf8').digest('hex') }
const PEPPER = 'pepper-of-the-use-case-tests'
const ADA = 'ada-lovelace' as ProfileId
const email = (address: string, status: 'valid' | 'invalid' = 'valid') => ({
  address,
  status,
  checkedAt: instant(0),
})

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
        people: [person(ADA, 'Ada Lovelace', [email('ada@acme.example')]), person('bob-b', 'Bob B.')],
      },
    ],
    [person('ada-2', 'A. Lovelace', [email('Ada.Home@Example.com', 'invalid')])],
  )
  const settings = { publicUrl: 'https://leads.example', brandName: 'LeadLens' }
  const request = new RequestOptOut(list, outbox, digest, { int: (b) => randomInt(b) }, clock, settings)
  const confirm = new ConfirmOptOut(list, source, digest, clock, PEPPER)
  const tokenOf = (n = 0) => {
    const mail = outbox.all()[n]
    const token = /\/opt-out#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    if (token === undefined) throw new Error(`no link in ${mail?.text}`)
    return token
  }
  return { clock, store, list, outbox, source, request, confirm, tokenOf }
}

describe('requesting an opt-out', () => {
  it('mails a link to the address given, in the page language, and keeps only the token hash', async () => {
    const { request, outbox, store, tokenOf, clock } = setup()
    const result = await request.execute({
      profileLink: ' https://www.linkedin.com/in/Ada-Lovelace/?trk=x ',
      email: ' Ada.Home@Example.com ',
      language: 'zh',
    })
    expect(result).toEqual({
      _tag: 'OptOutRequested',
      expiresAt: instant(clock.now() + OPT_OUT_TOKEN_LIFETIME_MS),
    })
    const [mail] = outbox.all()
    expect(mail).toMatchObject({ to: 'ada.home@example.com', from: 'LeadLens <no-reply@leads.example>' })
    expect(mail?.subject).toContain('确认')
    expect(mail?.text).toContain('https://www.linkedin.com/in/ada-lovelace')
    const token = tokenOf()
    expect(mail?.text).toContain(`https://leads.example/opt-out#token=${token}`)
    const [stored] = [...store.requests.values()]
    expect(stored).toMatchObject({ profileId: ADA, email: 'ada.home@example.com', confirmedAt: null })
    expect(stored?.tokenHash).toBe(hashOptOutToken(token as OptOutToken, digest.sha256Hex))
    expect(JSON.stringify([...store.requests.entries()])).not.toContain(token)
  })

  it('refuses a link that is not a profile link, and an address that is not one, sending nothing', async () => {
    const { request, outbox, store } = setup()
    expect(
      await request.execute({
        profileLink: 'https://example.com/ada',
        email: 'ada@example.com',
        language: 'en',
      }),
    ).toMatchObject({ _tag: 'InvalidProfileLink' })
    expect(
      await request.execute({ profileLink: 'linkedin.com/in/ada', email: 'ada at example', language: 'en' }),
    ).toMatchObject({ _tag: 'InvalidOptOutEmail', code: 'OPT_OUT_EMAIL_INVALID' })
    expect(outbox.all()).toEqual([])
    expect(store.requests.size).toBe(0)
  })

  it('answers alike for a profile the data does not hold (nothing tells who is in it)', async () => {
    const { request, outbox } = setup()
    const known = await request.execute({
      profileLink: 'linkedin.com/in/ada-lovelace',
      email: 'a@x.example',
      language: 'en',
    })
    const unknown = await request.execute({
      profileLink: 'linkedin.com/in/nobody-known',
      email: 'a@x.example',
      language: 'en',
    })
    expect(unknown).toEqual(known)
    expect(outbox.all().map((m) => m.subject)).toEqual([
      'Confirm your removal from LeadLens',
      'Confirm your removal from LeadLens',
    ])
  })

  it('purges requests whose link died, so they stop naming anyone', async () => {
    const { request, store, clock } = setup()
    await request.execute({
      profileLink: 'linkedin.com/in/ada-lovelace',
      email: 'a@x.example',
      language: 'en',
    })
    clock.advance(OPT_OUT_TOKEN_LIFETIME_MS + 1)
    await request.execute({ profileLink: 'linkedin.com/in/bob-b', email: 'b@x.example', language: 'en' })
    expect([...store.requests.values()].map((r) => r.profileId)).toEqual(['bob-b'])
  })
})

describe('confirming an opt-out', () => {
  it('erases the profile and everyone holding the address at once, and keeps only hashes', async () => {
    const { request, confirm, source, store, tokenOf } = setup()
    await request.execute({
      profileLink: 'linkedin.com/in/ada-lovelace',
      email: 'ADA.home@example.com',
      language: 'en',
    })
    expect(await confirm.execute({ token: tokenOf() })).toEqual({ _tag: 'OptOutConfirmed' })
    expect(await source.person(ADA)).toBeUndefined()
    expect(await source.person('ada-2' as ProfileId)).toBeUndefined()
    expect(await source.person('bob-b' as ProfileId)).toBeDefined()
    expect((await source.members('co-acme', 'others', 0, 10)).people.map((p) => p.profileId)).toEqual([
      'bob-b',
    ])
    const home = normaliseOptOutEmail('ada.home@example.com') as OptOutEmail
    expect([...store.keys.keys()].sort()).toEqual(
      [profileKey(ADA, PEPPER, digest.sha256Hex), emailKey(home, PEPPER, digest.sha256Hex)].sort(),
    )
    const stored = JSON.stringify([...store.requests.values(), ...store.keys.values()])
    expect(stored).not.toContain('ada-lovelace')
    expect(stored).not.toContain('ada.home')
  })

  it('a link works once', async () => {
    const { request, confirm, tokenOf } = setup()
    await request.execute({
      profileLink: 'linkedin.com/in/ada-lovelace',
      email: 'a@x.example',
      language: 'en',
    })
    await confirm.execute({ token: tokenOf() })
    expect(await confirm.execute({ token: tokenOf() })).toEqual({ _tag: 'OptOutTokenUsed' })
  })

  it('a link works for a day, and not after', async () => {
    const { request, confirm, tokenOf, clock, source } = setup()
    await request.execute({
      profileLink: 'linkedin.com/in/ada-lovelace',
      email: 'a@x.example',
      language: 'en',
    })
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
    const { request, outbox, clock } = setup()
    for (let n = 0; n < 21; n++) {
      clock.advance(1000)
      await request.execute({
        profileLink: `linkedin.com/in/p-${n}`,
        email: `p${n}@x.example`,
        language: 'en',
      })
    }
    const first = await new ListOutbox(outbox).execute(1)
    expect([first.total, first.totalPages, first.messages.length]).toEqual([21, 2, 20])
    expect(first.messages[0]?.to).toBe('p20@x.example')
    expect((await new ListOutbox(outbox).execute(2)).messages.map((m) => m.to)).toEqual(['p0@x.example'])
  })
})
