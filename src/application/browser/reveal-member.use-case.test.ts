import { describe, expect, it } from 'vitest'
import { InMemoryCompaniesGateway } from '../testing/in-memory-companies.gateway.ts'
import { type FakeWallet, InMemoryContactsGateway } from '../testing/in-memory-contacts.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { authorised } from './authorised.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { QuoteMemberReveal } from './quote-member-reveal.use-case.ts'
import { RevealMember } from './reveal-member.use-case.ts'
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

const setUp = async (signedIn: boolean, wallet: Partial<FakeWallet> = {}) => {
  const identity = new InMemoryIdentity()
  const contacts = new InMemoryContactsGateway([JANE])
  if (signedIn) {
    identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
    contacts.tokenFor(String(await identity.accessToken()), wallet)
  }
  const token = new GetAccessToken(identity, new SessionExpiredSignal())
  return {
    contacts,
    quote: new QuoteMemberReveal(token, contacts),
    reveal: new RevealMember(token, contacts),
    companiesApi: authorised(token, new InMemoryCompaniesGateway(contacts)),
  }
}

describe('member reveal use cases', () => {
  it('quote and reveal only the wanted part, with the signed-in user’s token', async () => {
    const { quote, reveal, contacts } = await setUp(true)
    expect(await quote.execute({ key: 'jane-doe', want: 'phones' })).toMatchObject({
      cost: { credits: 1 },
      revealed: { emails: false, phones: false },
    })
    expect(await reveal.execute({ key: 'jane-doe', want: 'phones' })).toMatchObject({
      phones: JANE.phones,
      revealed: { emails: false, phones: true },
    })
    expect(contacts.calls.map((c) => c.want)).toEqual(['phones', 'phones'])
  })

  it('answer a person the service does not hold as a 404 ApiCallFailed', async () => {
    const { reveal } = await setUp(true)
    expect(await reveal.execute({ key: 'nobody', want: 'all' })).toEqual({
      _tag: 'ApiCallFailed',
      status: 404,
      code: 'PROFILE_NOT_FOUND',
    })
  })

  it('answer a 429 as an ApiCallFailed with the service’s message, for SPEC §8’s table', async () => {
    const { reveal } = await setUp(true, { free: 0 })
    expect(await reveal.execute({ key: 'jane-doe', want: 'all' })).toEqual({
      _tag: 'ApiCallFailed',
      status: 429,
      message: 'Credits Exceeded',
    })
  })

  it('do not call the service without a token', async () => {
    const { quote, companiesApi, contacts } = await setUp(false)
    expect(await quote.execute({ key: 'jane-doe', want: 'all' })).toEqual({ _tag: 'TokenUnavailable' })
    expect(await companiesApi.searchCompanies({ companyName: 'Bright' })).toEqual({
      _tag: 'TokenUnavailable',
    })
    expect(contacts.calls).toEqual([])
  })
})
