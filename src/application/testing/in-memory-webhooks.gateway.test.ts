import { webhooksGatewayContract } from '../../../tests/contract/webhooks-gateway.contract.ts'
import { InMemoryWebhooksGateway } from './in-memory-webhooks.gateway.ts'

webhooksGatewayContract('in memory', async () => ({
  gateway: new InMemoryWebhooksGateway(),
  user: 'u',
  other: 'o',
}))
