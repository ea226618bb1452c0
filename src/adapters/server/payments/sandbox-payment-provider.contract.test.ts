import { paymentProviderContract } from '../../../../tests/contract/payment-provider.contract.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts'

const SECRET = 'a-test-secret-of-enough-length'
const at = instant(Date.UTC(2025, 4, 1, 12))

paymentProviderContract('the sandbox', async () => {
  const provider = new SandboxPaymentProvider(SECRET, 'http://127.0.0.1:9')
  return {
    provider,
    notification: async (order, outcome, claim = {}) =>
      provider.rawNotificationFor(
        provider.notificationFor({ ...order, id: claim.orderId ?? order.id }, outcome, at, {
          ...(claim.amount === undefined ? {} : { amount: fen(claim.amount) }),
          ...(claim.currency === undefined ? {} : { currency: claim.currency }),
        }),
      ),
    forged: async (order) => {
      const impostor = new SandboxPaymentProvider('not-the-secret-but-long-enough', 'http://127.0.0.1:9')
      return impostor.rawNotificationFor(impostor.notificationFor(order, 'PAID', at))
    },
    close: async () => {},
  }
})
