import { webhookRepositoryContract } from '../../../tests/contract/webhook-repository.contract.ts'
import { InMemoryWebhookRepository } from './in-memory-webhook.repository.ts'

webhookRepositoryContract('in memory', async () => ({
  repo: new InMemoryWebhookRepository(),
  addUser: async () => {},
  close: async () => {},
}))
