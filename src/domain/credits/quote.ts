import type { Instant } from '../shared/instant.ts'
import { type Bucket, type BucketId, firstPayer } from './bucket.ts'
import type { CreditAction, Parts, RevealAction, ViewMembersPage } from './credit-action.ts'
import { NO_PARTS } from './credit-action.ts'
import type { CreditKind } from './credit-kind.ts'
import { type Credits, credits, sumCredits } from './credits.ts'

/** One itemised line of a charge: what the log records and what the user is shown before paying. */
export type Charge = { readonly bucketId: BucketId; readonly kind: CreditKind; readonly quantity: Credits }

export type Quoted = { readonly _tag: 'Quoted'; readonly charges: readonly Charge[]; readonly reveals: Parts }
export type CreditsExceeded = { readonly _tag: 'CreditsExceeded'; readonly action: CreditAction }

type Payer = { readonly bucket: Bucket; readonly covers: Parts }

const ONE = credits(1)
const charge = ({ bucket }: Payer): Charge => ({ bucketId: bucket.id, kind: bucket.kind, quantity: ONE })

/** Never charge twice, never charge for nothing: only parts wanted, present and not yet paid for cost. */
export const partsToPay = ({ wants, found, alreadyRevealed }: RevealAction): Parts => ({
  emails: wants.emails && found.emails && !alreadyRevealed.emails,
  phones: wants.phones && found.phones && !alreadyRevealed.phones,
})

/*
 * How a reveal is charged (each credit used counts 1):
 * 1. emails and phones both to pay, and a lead credit usable: one lead credit pays for both;
 * 2. otherwise each part separately: emails by lead or email credit, phones by lead or phone credit,
 *    whichever of the eligible buckets pays first (soonest expiry); so without lead credits a full
 *    reveal takes one email and one phone credit;
 * 3. what no paid credit covers is paid by one free credit (free pays last, covering all that remains);
 * 4. a part nobody can pay for stays masked (partial reveal); if nothing at all can be paid: CreditsExceeded.
 */
const revealPayers = (buckets: readonly Bucket[], need: Parts, now: Instant): readonly Payer[] => {
  if (need.emails && need.phones) {
    const lead = firstPayer(buckets, ['lead'], now)
    if (lead !== undefined) return [{ bucket: lead, covers: need }]
  }
  const forEmails = need.emails ? firstPayer(buckets, ['lead', 'email'], now) : undefined
  const forPhones = need.phones ? firstPayer(buckets, ['lead', 'phone'], now) : undefined
  const uncovered: Parts = {
    emails: need.emails && forEmails === undefined,
    phones: need.phones && forPhones === undefined,
  }
  const free = uncovered.emails || uncovered.phones ? firstPayer(buckets, ['free'], now) : undefined
  return [
    ...(forEmails === undefined ? [] : [{ bucket: forEmails, covers: { emails: true, phones: false } }]),
    ...(forPhones === undefined ? [] : [{ bucket: forPhones, covers: { emails: false, phones: true } }]),
    ...(free === undefined ? [] : [{ bucket: free, covers: uncovered }]),
  ]
}

const quoteReveal = (
  buckets: readonly Bucket[],
  action: RevealAction,
  now: Instant,
): Quoted | CreditsExceeded => {
  const need = partsToPay(action)
  // What this user already paid for is shown again for free ("reveal what was stored").
  const stored: Parts = {
    emails: action.found.emails && action.alreadyRevealed.emails,
    phones: action.found.phones && action.alreadyRevealed.phones,
  }
  if (!need.emails && !need.phones) return { _tag: 'Quoted', charges: [], reveals: stored }
  const payers = revealPayers(buckets, need, now)
  if (payers.length === 0) return { _tag: 'CreditsExceeded', action }
  const paid = (part: keyof Parts) => payers.some((p) => p.covers[part])
  return {
    _tag: 'Quoted',
    charges: payers.map(charge),
    reveals: { emails: stored.emails || paid('emails'), phones: stored.phones || paid('phones') },
  }
}

// A members page lists people with their contacts masked, so it reveals no parts itself.
const quotePage = (
  buckets: readonly Bucket[],
  action: ViewMembersPage,
  now: Instant,
): Quoted | CreditsExceeded => {
  if (!action.hasMembers || action.alreadyPaid) return { _tag: 'Quoted', charges: [], reveals: NO_PARTS }
  const payer = firstPayer(buckets, ['search'], now) ?? firstPayer(buckets, ['free'], now)
  if (payer === undefined) return { _tag: 'CreditsExceeded', action }
  return { _tag: 'Quoted', charges: [charge({ bucket: payer, covers: NO_PARTS })], reveals: NO_PARTS }
}

/** What `spend` would charge and reveal, without paying: the cost shown to the user beforehand. */
export const quote = (
  buckets: readonly Bucket[],
  action: CreditAction,
  now: Instant,
): Quoted | CreditsExceeded =>
  action._tag === 'ViewMembersPage' ? quotePage(buckets, action, now) : quoteReveal(buckets, action, now)

export const totalCharged = (charges: readonly Charge[]): Credits =>
  sumCredits(charges.map((c) => c.quantity))
