import type { PlanType } from './plan-type.ts'

/**
 * The parts a catalogue plan's id is made of (SPEC §2): a subscription is a tier for a period
 * (MONTHLY_PRO: the pro tier, monthly), a packet is a kind in a group (PACKET_EMAIL_BASIC). The pricing
 * page lays its cards out by these lists and plan-names.ts names each part; the compiler checks that
 * every id the parts make is a PlanType.
 */
export const TIERS = ['basic', 'pro'] as const
export type Tier = (typeof TIERS)[number]

export const PERIODS = ['monthly', 'yearly'] as const
export type SubscriptionPeriod = (typeof PERIODS)[number]

/** SPEC §2's packet groups, Basic Packet and Pro Packet. */
export const PACKET_GROUPS = ['basic', 'pro'] as const
export type PacketGroup = (typeof PACKET_GROUPS)[number]

/** The four kinds of packet, named for what they reveal; 'profile' pays in lead credits. */
export const PACKET_KINDS = ['profile', 'email', 'phone', 'search'] as const
export type PacketKind = (typeof PACKET_KINDS)[number]

type Upper<S extends string> = Uppercase<S>
const upper = <S extends string>(part: S): Upper<S> => part.toUpperCase() as Upper<S>

/** The subscription plan of a tier and a period: ('pro', 'monthly') → MONTHLY_PRO. */
export const subscriptionPlan = (tier: Tier, period: SubscriptionPeriod): PlanType =>
  `${upper(period)}_${upper(tier)}` as const

/** The packet of a kind in a group: ('email', 'basic') → PACKET_EMAIL_BASIC. */
export const packetPlan = (kind: PacketKind, group: PacketGroup): PlanType =>
  `PACKET_${upper(kind)}_${upper(group)}` as const
