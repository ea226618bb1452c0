import type { DemoPhone, PhoneType } from './demo-records.ts'
import { phoneNumber } from './phone-plans.ts'
import type { SeededRandom } from './seeded-random.ts'

/**
 * What a person's record holds. Chosen jointly rather than as two coin flips so that the "neither"
 * share is set on purpose: those people exist so that a reveal which finds nothing can be shown
 * (and charged nothing).
 *   both 45% · email only 35% · phone only 10% · neither 10%
 *   ⇒ no email 20%, no phone 45%, neither 10%.
 */
export const CONTACT_MIX = [
  ['both', 45],
  ['email_only', 35],
  ['phone_only', 10],
  ['neither', 10],
] as const
export type ContactMix = (typeof CONTACT_MIX)[number][0]

export const EXPECTED_SHARES = { noEmail: 0.2, noPhone: 0.45, neither: 0.1 } as const

export const drawContactMix = (random: SeededRandom): ContactMix => random.weighted(CONTACT_MIX)
export const hasEmail = (mix: ContactMix): boolean => mix === 'both' || mix === 'email_only'
export const hasPhone = (mix: ContactMix): boolean => mix === 'both' || mix === 'phone_only'

const FIRST_PHONE_TYPES: ReadonlyArray<readonly [PhoneType, number]> = [
  ['mobile', 65],
  ['direct', 25],
  ['office', 10],
]

/**
 * One or two numbers (30% have two, of different types). An office number is the company's
 * switchboard, shared by everyone listed with one; only mobiles can carry WhatsApp.
 */
export const drawPhones = (
  random: SeededRandom,
  country: string,
  switchboard: string,
  whatsappShare: number,
): DemoPhone[] => {
  const first = random.weighted(FIRST_PHONE_TYPES)
  const types: PhoneType[] = [first]
  if (random.chance(0.3))
    types.push(first === 'mobile' ? random.pick(['direct', 'office'] as const) : 'mobile')
  return types.map((type) => ({
    e164: type === 'office' ? switchboard : phoneNumber(random, country, type),
    type,
    whatsappValid: type === 'mobile' && random.chance(whatsappShare),
  }))
}
