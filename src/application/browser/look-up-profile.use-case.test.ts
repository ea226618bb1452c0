import { describe, expect, it } from 'vitest'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { InMemoryContactsGateway } from '../testing/in-memory-contacts.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { LookUpProfile } from './look-up-profile.use-case.ts'
import { RevealProfileContacts } from './reveal-profile-contacts.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const JANE = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  company: 'Brightfold Ltd',
  emails: ['jane@brightfold.example'],
  phones: ['+15550100123'],
  whatsappValid: true,
}
const jane = JANE.linkedinId as ProfileId

/** Both profile use cases over one identity and one fake service; the signed-in user's token is known to it. */
const setUp = async (signedIn: boolean) => {
  const identity = new InMemoryIdentity()
  const expired = new SessionExpiredSignal()
  const gateway = new InMemoryContactsGateway([JANE])
  if (signedIn) {
    identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
    const token = await identity.accessToken()
    if (typeof token !== 'string') throw new Error('no token')
    gateway.tokenFor(token)
  }
  const getAccessToken = new GetAccessToken(identity, expired)
  return {
    identity,
    expired,
    gateway,
    lookUp: new LookUpProfile(getAccessToken, gateway),
    reveal: new RevealProfileContacts(getAccessToken, gateway),
  }
}

describe('LookUpProfile and RevealProfileContacts', () => {
  it('look a person up masked with the cost, then reveal them with the signed-in user’s token', async () => {
    const { lookUp, reveal } = await setUp(true)
    expect(await lookUp.execute(jane)).toMatchObject({
      name: 'Jane Doe',
      emails: ['j****@brightfold.example'],
      cost: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
    })
    expect(await reveal.execute(jane)).toMatchObject({
      emails: JANE.emails,
      phones: JANE.phones,
      whatsappValid: true,
      charged: { credits: 1 },
    })
  })

  it('do not call the service for an anonymous visitor: not authenticated', async () => {
    const { lookUp, reveal, gateway } = await setUp(false)
    expect(await lookUp.execute(jane)).toMatchObject({ _tag: 'SignInFailure', kind: 'NotAuthenticated' })
    expect(await reveal.execute(jane)).toMatchObject({ _tag: 'SignInFailure', kind: 'NotAuthenticated' })
    expect(gateway.calls).toEqual([])
  })

  it('when the token cannot be refreshed: no call, and the session-expired signal is raised', async () => {
    const { reveal, gateway, identity, expired } = await setUp(true)
    let raised = 0
    expired.subscribe(() => raised++)
    identity.advance(3600)
    identity.refuseRefresh()
    expect(await reveal.execute(jane)).toMatchObject({ _tag: 'SignInFailure' })
    expect(raised).toBe(1)
    expect(gateway.calls).toEqual([])
  })

  it('pass the service’s failures through: 404 as ProfileNotFound, 429 with its code and message', async () => {
    const { lookUp, reveal, gateway, identity } = await setUp(true)
    expect(await lookUp.execute('nobody' as ProfileId)).toEqual({ _tag: 'ProfileNotFound' })
    const token = await identity.accessToken()
    const wallet = gateway.walletOf(String(token))
    if (wallet) wallet.free = 0
    expect(await reveal.execute(jane)).toEqual({
      _tag: 'ContactsCallFailed',
      status: 429,
      code: 'CREDITS_EXCEEDED',
      message: 'Credits Exceeded',
    })
  })
})
