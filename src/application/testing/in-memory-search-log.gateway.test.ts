import { SEARCHES, searchLogGatewayContract } from '../../../tests/contract/search-log-gateway.contract.ts'
import { InMemorySearchLogGateway } from './in-memory-search-log.gateway.ts'

searchLogGatewayContract('in memory', async () => {
  const made = Date.now()
  const gateway = new InMemorySearchLogGateway()
    .user('ann-token', { id: 'ann', username: 'ann' })
    .user('bob-token', { id: 'bob', username: 'bob' })
    .user('admin-token', { id: 'boss', username: 'boss', admin: true })
    .user('nobody-token', { id: 'nobody', username: 'nobody' })
  for (const { by, minutesAgo, ...search } of SEARCHES)
    gateway.add(`${by}-token`, { ...search, createdAt: new Date(made - minutesAgo * 60_000).toISOString() })
  return {
    gateway,
    tokens: { ann: 'ann-token', bob: 'bob-token', admin: 'admin-token', nobody: 'nobody-token' },
  }
})
