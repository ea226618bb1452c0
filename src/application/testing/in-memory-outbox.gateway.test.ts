import { outboxGatewayContract, SENT } from '../../../tests/contract/outbox-gateway.contract.ts'
import { InMemoryOutboxGateway } from './in-memory-outbox.gateway.ts'

outboxGatewayContract('in memory', async () => {
  const gateway = new InMemoryOutboxGateway(new Set(['the-admin']))
  const start = Date.now() - SENT * 1000
  for (let n = 0; n < SENT; n++)
    gateway.send({
      from: 'LeadLens <no-reply@leadlens.example>',
      to: `reader-${n}@outbox.example`,
      subject: 'Confirm your removal from LeadLens',
      sentAt: new Date(start + n * 1000).toISOString(),
      text: `Open https://leads.example/opt-out#token=${'t'.repeat(43)}`,
    })
  return { gateway, admin: 'the-admin', user: 'a-user' }
})
