import type { Instant } from '../../domain/shared/instant.ts'
import type { SigningSecrets } from '../../domain/webhooks/secret-rotation.ts'
import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type {
  DeliveryAttempt,
  DeliveryState,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookRepository,
} from '../server/ports/webhook.repository.port.ts'

/** WebhookRepository in memory, with the database's semantics. */
export class InMemoryWebhookRepository implements WebhookRepository {
  private readonly endpointsById = new Map<string, WebhookEndpoint & { deletedAt: Instant | null }>()
  private readonly deliveriesById = new Map<string, WebhookDelivery>()

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    this.endpointsById.set(endpoint.id, { ...endpoint, events: [...endpoint.events], deletedAt: null })
  }

  async endpoints(userId: UserId): Promise<readonly WebhookEndpoint[]> {
    return [...this.endpointsById.values()]
      .filter((e) => e.userId === userId && e.deletedAt === null)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map(({ deletedAt: _d, ...e }) => e)
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const found = this.endpointsById.get(id)
    if (found === undefined || found.deletedAt !== null) return undefined
    const { deletedAt: _d, ...endpoint } = found
    return endpoint
  }

  async replaceSecrets(userId: UserId, id: string, from: string, to: SigningSecrets): Promise<boolean> {
    const found = this.endpointsById.get(id)
    if (found === undefined || found.userId !== userId || found.deletedAt !== null || found.secret !== from)
      return false
    this.endpointsById.set(id, { ...found, secret: to.secret, previousSecret: to.previousSecret })
    return true
  }

  async deleteEndpoint(userId: UserId, id: string, now: Instant): Promise<boolean> {
    const found = this.endpointsById.get(id)
    if (found === undefined || found.userId !== userId || found.deletedAt !== null) return false
    found.deletedAt = now
    return true
  }

  async addDelivery(delivery: WebhookDelivery): Promise<void> {
    this.deliveriesById.set(delivery.id, delivery)
  }

  async findDelivery(id: string): Promise<WebhookDelivery | undefined> {
    return this.deliveriesById.get(id)
  }

  async recordAttempt(id: string, attempt: DeliveryAttempt, state: DeliveryState): Promise<void> {
    const found = this.deliveriesById.get(id)
    if (found !== undefined)
      this.deliveriesById.set(id, { ...found, state, attempts: [...found.attempts, attempt] })
  }

  async deliveries(userId: UserId, limit: number): Promise<readonly WebhookDelivery[]> {
    return [...this.deliveriesById.values()]
      .filter((d) => d.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, limit)
  }
}
