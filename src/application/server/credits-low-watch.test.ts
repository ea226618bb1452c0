import { describe, expect, it } from 'vitest'
import { ALL_PARTS, type Parts, revealProfile } from '../../domain/credits/credit-action.ts'
import { aBucket } from '../../domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { InMemoryContactAccessRepository } from '../testing/in-memory-contact-access.repository.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemorySearchLogRepository } from '../testing/in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from '../testing/in-memory-user.repository.ts'
import { ChargeCredits } from './charge-credits.use-case.ts'
import { ContactAccessLowWatch, CreditsLowWatch } from './credits-low-watch.ts'
import { decideReveal } from './decide-reveal.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'

const NOW = instant(Date.UTC(2026, 10, 1))
const FULL = revealProfile({ found: { emails: true, phones: true } })

describe('credits.low from the ledger', () => {
  it('goes once for the charge that crosses, also when charges race; a purchase lets the next fall go again', async () => {
    const told: unknown[] = []
    const events: WebhookEvents = {
      emit: async (userId, type, data) => {
        told.push({ userId, type, data })
      },
    }
    const ledger = new CreditsLowWatch(new InMemoryCreditLedgerRepository(), events)
    await ledger.grant('u', [aBucket('lead-1', 'lead', 8)])
    const charge = new ChargeCredits(ledger)
    const pay = () => charge.execute({ userId: 'u', action: FULL, now: NOW })
    // Eight full reveals left; eight racing charges: only the one leaving three crosses.
    await Promise.all(Array.from({ length: 8 }, pay))
    expect(told).toEqual([
      {
        userId: 'u',
        type: 'credits.low',
        data: { revealsLeft: 3, threshold: 3, left: { lead: 3, email: 0, phone: 0, search: 0, free: 0 } },
      },
    ])
    await ledger.grant('u', [aBucket('lead-2', 'lead', 5)])
    await pay()
    await pay()
    expect(told).toHaveLength(2)
  })
})

describe('credits.low from contact access', () => {
  it('a list of reveals tells once, for the reveal in it that crosses the line', async () => {
    const told: unknown[] = []
    const events: WebhookEvents = {
      emit: async (userId, type, data) => {
        told.push({ userId, type, data })
      },
    }
    const ledger = new InMemoryCreditLedgerRepository()
    const access = new ContactAccessLowWatch(
      new InMemoryContactAccessRepository(
        ledger,
        new InMemorySearchLogRepository(new InMemoryUserRepository(ledger)),
      ),
      events,
    )
    await ledger.grant('u', [aBucket('lead-1', 'lead', 8)])
    const people = Array.from({ length: 8 }, (_, i) => `p-${i}` as ProfileId)
    const decide = (buckets: Parameters<typeof decideReveal>[0], already: Parts, profileId: ProfileId) =>
      decideReveal(buckets, already, { userId: 'u', profileId, found: ALL_PARTS, wants: ALL_PARTS, now: NOW })
    // Eight reveals in one list on eight lead credits: the fifth leaves three, the others pass the line by.
    await access.revealMany('u', people, decide)
    expect(told).toEqual([
      {
        userId: 'u',
        type: 'credits.low',
        data: { revealsLeft: 3, threshold: 3, left: { lead: 3, email: 0, phone: 0, search: 0, free: 0 } },
      },
    ])
  })
})
