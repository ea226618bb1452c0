import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOptOutGateway } from '../../src/adapters/browser/http/axios-opt-out.gateway.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import type { OptOutEmail } from '../../src/domain/opt-out/opt-out-email.ts'
import type { OptOutTokenHash } from '../../src/domain/opt-out/opt-out-token.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../src/domain/profiles/profile-link.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { optOutGatewayContract } from '../contract/opt-out-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's opt-out gateway against the real service over HTTP: what /opt-out uses.
let api: ApiHarness
let gateway: AxiosOptOutGateway

beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '3' })
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosOptOutGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

// People of the demo data with an address, each used once (a confirmation erases them).
const asked = new Set<string>()
const personWithAnAddress = async () => {
  const source = await api.container.getAsync(T.ContactSource)
  for (const company of await source.searchCompanies({ companyName: 'a' }, 10))
    for (const group of ['decisionMakers', 'others'] as const)
      for (const person of (await source.members(company.id, group, 0, 100)).people) {
        const address = person.emails[0]?.address
        if (address === undefined || asked.has(person.profileId)) continue
        asked.add(person.profileId)
        return { profileLink: profileLinkFor(person.profileId), address: address.toLowerCase() }
      }
  throw new Error('no one left in the demo data with an address')
}

optOutGatewayContract('axios over HTTP', async () => ({
  gateway,
  personWithAnAddress,
  tokenFor: async (email) => {
    const { messages } = await (await api.container.getAsync(T.MailOutbox)).page(0, 50)
    const token = /#token=([\w-]{43})/.exec(messages.find((m) => m.to === email)?.text ?? '')?.[1]
    if (token === undefined) throw new Error(`no mail to ${email}`)
    return token
  },
  // A request made 25 hours ago, written as the service writes one.
  expiredToken: async () => {
    const token = `X${Date.now().toString(36)}`.padEnd(43, 'x')
    await (await api.container.getAsync(T.SuppressionList)).addRequest({
      tokenHash: createHash('sha256').update(token).digest('hex') as OptOutTokenHash,
      profileId: 'late-asker' as ProfileId,
      email: 'late@home.example' as OptOutEmail,
      requestedAt: instant(Date.now() - 25 * 3_600_000),
      expiresAt: instant(Date.now() - 3_600_000),
    })
    return token
  },
}))
