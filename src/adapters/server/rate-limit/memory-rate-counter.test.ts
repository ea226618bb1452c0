import { rateCounterContract } from '../../../../tests/contract/rate-counter.contract.ts'
import { MemoryRateCounter } from './memory-rate-counter.ts'

rateCounterContract('in memory', async () => {
  const counter = new MemoryRateCounter()
  return { counter, close: () => counter.close() }
})
