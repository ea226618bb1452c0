// Test support, not product code: people the data holds (written as an import writes them), removal
// requests asked through the real public call, and the confirmation links the service mailed, read from
// its own outbox as the person would read their mail.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as OptOutCalls from '../../adapters/http-contract/opt-out.ts'
import { isCallFailure } from '../../application/browser/ports/api-call-failed.ts'
import type { RemovalRequest } from '../../application/browser/ports/opt-out.api.port.ts'
import { ServerTokens as T } from '../tokens.ts'
import { seedContacts } from './contacts-world.fixture.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'

/** A person the data holds, with one address (their requests are mailed there). */
export const aPersonWithAnAddress = (api: InProcessApi, linkedinId: string, name: string, address: string) =>
  seedContacts(api, {
    companies: [],
    people: [{ linkedinId, name, title: null, companyDomain: null, emails: [address], phones: [] }],
  })

/** Asks for a removal as anyone may (no one signed in); throws when refused. */
export const askForRemoval = async (api: InProcessApi, request: RemovalRequest) => {
  const answer = await contractClient(OptOutCalls, injectTransport(api.app), async () => null).requestOptOut({
    body: request,
  })
  if (isCallFailure(answer)) throw new Error(`the request failed: ${JSON.stringify(answer)}`)
  return answer
}

/** The token of the newest confirmation link mailed to `address`. */
export const mailedToken = async (api: InProcessApi, address: string): Promise<string> => {
  const outbox = await api.container.getAsync(T.MailOutbox)
  const mail = (await outbox.page(0, 100)).messages.find((m) => m.to === address)
  const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1]
  if (token === undefined) throw new Error(`no confirmation link was mailed to ${address}`)
  return token
}

/** A person the data holds with no address: a request for them waits for an administrator. */
export const aPersonWithoutAnAddress = (api: InProcessApi, linkedinId: string, name: string) =>
  seedContacts(api, {
    companies: [],
    people: [{ linkedinId, name, title: null, companyDomain: null, emails: [], phones: [] }],
  })

/** The pending reviews' ids, oldest first, as an administrator reads them. */
export const pendingReviewIds = async (api: InProcessApi): Promise<readonly string[]> => {
  const admin = contractClient(OptOutCalls, injectTransport(api.app), () =>
    api.token('opt-out-world-admin', { roles: ['admin'] }),
  )
  const answer = await admin.optOutReviews({ query: { page: 1 } })
  if (isCallFailure(answer)) throw new Error(`reading the reviews failed: ${JSON.stringify(answer)}`)
  return answer.data.map((r) => r.id)
}
