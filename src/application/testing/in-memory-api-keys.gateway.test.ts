import { apiKeysGatewayContract } from '../../../tests/contract/api-keys-gateway.contract.ts'
import { InMemoryApiKeysGateway } from './in-memory-api-keys.gateway.ts'

let n = 0
apiKeysGatewayContract('in memory', async () => {
  n += 1
  const admin = `admin-${n}`
  return {
    gateway: new InMemoryApiKeysGateway(new Set([admin])),
    user: `user-${n}`,
    other: `other-${n}`,
    admin,
  }
})
