import { auditLogGatewayContract, SWITCHES } from '../../../tests/contract/audit-log-gateway.contract.ts'
import type { AuditLogEntry } from '../browser/ports/audit-log.gateway.port.ts'
import { InMemoryAuditLogGateway } from './in-memory-audit-log.gateway.ts'

auditLogGatewayContract('in memory', async () => {
  const gateway = new InMemoryAuditLogGateway()
    .user('root-token', { admin: true })
    .user('member-token', { admin: false })
  const start = Date.parse('2026-01-01T00:00:00.000Z')
  let minute = 0
  const at = () => new Date(start + ++minute * 60_000).toISOString()
  const actor = { type: 'user', id: 'root', username: 'root' } as const
  const invitation = { type: 'invitation', id: 'inv-1' } as const
  const status = (from: string, to: string): Omit<AuditLogEntry, 'id'> => ({
    actor,
    action: 'invitation.status',
    target: invitation,
    details: { status: { from, to } },
    at: at(),
  })
  gateway.add({
    actor,
    action: 'invitation.create',
    target: invitation,
    details: {
      inviteCode: { from: null, to: 'CONTRACT-AUDIT' },
      discount: { from: null, to: 1250 },
      distributorName: { from: null, to: 'Acme' },
      status: { from: null, to: 'ACTIVE' },
    },
    at: at(),
  })
  for (let i = 0; i < SWITCHES; i++)
    gateway.add(i % 2 === 0 ? status('ACTIVE', 'INACTIVE') : status('INACTIVE', 'ACTIVE'))
  gateway.add({
    actor,
    action: 'credits.grant',
    target: { type: 'user', id: 'member' },
    details: {
      subscriptionId: { from: null, to: 'sub-1' },
      leadCredits: { from: null, to: 5 },
      days: { from: null, to: 'forever' },
      price: { from: null, to: 990 },
    },
    at: at(),
  })
  return { gateway, admin: 'root-token', user: 'member-token' }
})
