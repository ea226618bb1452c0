import { CHARGES, creditLogGatewayContract } from '../../../tests/contract/credit-log-gateway.contract.ts'
import { InMemoryCreditLogGateway } from './in-memory-credit-log.gateway.ts'

creditLogGatewayContract('in memory', async () => {
  const start = Date.now() - CHARGES.length * 60_000
  const gateway = new InMemoryCreditLogGateway()
  for (const [i, charge] of CHARGES.entries())
    gateway.add('spender', { ...charge, at: new Date(start + i * 60_000).toISOString() })
  return { gateway, spender: 'spender', nobody: 'nobody' }
})
