import { isReservedDomain } from './reserved-domain.ts'

export const DAY_MS = 86_400_000

/**
 * Whether an address's verdict is due for a re-check (docs/contact-engine.md "Re-verification"): it was
 * reached more than `afterDays` days before `now`. A reserved domain is never due: it is never contacted.
 */
export const recheckDue = (address: string, checkedAt: number, now: number, afterDays: number): boolean =>
  !isReservedDomain(address.slice(address.lastIndexOf('@') + 1)) && now - checkedAt > afterDays * DAY_MS
