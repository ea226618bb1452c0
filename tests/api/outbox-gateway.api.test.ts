import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOutboxGateway } from '../../src/adapters/browser/http/axios-outbox.gateway.ts'
import { bilingualOptOutMail } from '../../src/adapters/server/mail/opt-out-mail-wording.ts'
import { OptOutTokens } from '../../src/composition/server/opt-out.area.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { outboxGatewayContract, SENT } from '../contract/outbox-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's outbox gateway against the real service over HTTP: what /admin/outbox uses.
let api: ApiHarness
let gateway: AxiosOutboxGateway
let admin: string
let user: string

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosOutboxGateway(createApiClient(`http://127.0.0.1:${port}`))
  // The mail the opt-out area sends, one after another (a request mails only an address the data
  // holds, so the messages are sent as the area sends them).
  const sender = await api.container.getAsync(OptOutTokens.MailSender)
  for (let n = 0; n < SENT; n++)
    await sender.send(
      bilingualOptOutMail.confirmation({
        to: `reader-${n}@outbox.example`,
        language: 'en',
        brandName: 'LeadLens',
        profileId: `reader-${n}` as ProfileId,
        link: `https://leads.example/opt-out#token=${'t'.repeat(43)}`,
        lifetimeHours: 24,
      }),
    )
  admin = await api.token('outbox-admin', { roles: ['admin'] })
  user = await api.token('outbox-user')
})
afterAll(() => api.close())

outboxGatewayContract('axios over HTTP', async () => ({ gateway, admin, user }))
