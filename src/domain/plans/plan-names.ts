import type { Language } from '../preferences/language.ts'
import type { PacketGroup, PacketKind, SubscriptionPeriod, Tier } from './plan-parts.ts'
import type { PlanType } from './plan-type.ts'

/** A name as the product calls it, in each language it speaks. */
export type ProductName = { readonly [L in Language]: string }

// Issue 24: each plan has one name, used by the pricing page, the purchase dialog, the checkout, the
// dashboard and the logs, in both languages (decisions.md, "One name per plan"). A name is part of what
// is sold, so it lives with the catalogue; the server's checkout page reads it as the web app does.
// SPEC §2 names the cards Basic and Startup, and the packet groups Basic Packet and Pro Packet.
export const TIER_NAMES = {
  basic: { en: 'Basic', zh: '基础版' },
  pro: { en: 'Startup', zh: '创业版' },
} as const satisfies Record<Tier, ProductName>

export const PERIOD_NAMES = {
  monthly: { en: 'Monthly', zh: '按月' },
  yearly: { en: 'Yearly', zh: '按年' },
} as const satisfies Record<SubscriptionPeriod, ProductName>

export const PACKET_GROUP_NAMES = {
  basic: { en: 'Basic Packet', zh: '基础流量包' },
  pro: { en: 'Pro Packet', zh: '专业流量包' },
} as const satisfies Record<PacketGroup, ProductName>

export const PACKET_KIND_NAMES = {
  profile: { en: 'Profile packet', zh: '档案流量包' },
  email: { en: 'Email packet', zh: '邮箱流量包' },
  phone: { en: 'Phone packet', zh: '电话流量包' },
  search: { en: 'Search packet', zh: '搜索流量包' },
} as const satisfies Record<PacketKind, ProductName>

/** "Startup · Yearly", "Email packet · Pro Packet": a name and what tells it from its siblings. */
export const NAME_SEPARATOR = ' · '

const joined = (name: ProductName, qualifier: ProductName): ProductName => ({
  en: `${name.en}${NAME_SEPARATOR}${qualifier.en}`,
  zh: `${name.zh}${NAME_SEPARATOR}${qualifier.zh}`,
})

const PLAN_NAMES: Readonly<Record<PlanType, ProductName>> = {
  MONTHLY_BASIC: joined(TIER_NAMES.basic, PERIOD_NAMES.monthly),
  MONTHLY_PRO: joined(TIER_NAMES.pro, PERIOD_NAMES.monthly),
  YEARLY_BASIC: joined(TIER_NAMES.basic, PERIOD_NAMES.yearly),
  YEARLY_PRO: joined(TIER_NAMES.pro, PERIOD_NAMES.yearly),
  CUSTOM: { en: 'Enterprise', zh: '企业版' },
  FREE: { en: 'Free trial', zh: '免费试用' },
  PACKET_PROFILE_BASIC: joined(PACKET_KIND_NAMES.profile, PACKET_GROUP_NAMES.basic),
  PACKET_EMAIL_BASIC: joined(PACKET_KIND_NAMES.email, PACKET_GROUP_NAMES.basic),
  PACKET_PHONE_BASIC: joined(PACKET_KIND_NAMES.phone, PACKET_GROUP_NAMES.basic),
  PACKET_SEARCH_BASIC: joined(PACKET_KIND_NAMES.search, PACKET_GROUP_NAMES.basic),
  PACKET_PROFILE_PRO: joined(PACKET_KIND_NAMES.profile, PACKET_GROUP_NAMES.pro),
  PACKET_EMAIL_PRO: joined(PACKET_KIND_NAMES.email, PACKET_GROUP_NAMES.pro),
  PACKET_PHONE_PRO: joined(PACKET_KIND_NAMES.phone, PACKET_GROUP_NAMES.pro),
  PACKET_SEARCH_PRO: joined(PACKET_KIND_NAMES.search, PACKET_GROUP_NAMES.pro),
}

/** The plan's one name in the language. */
export const planName = (type: PlanType, language: Language): string => PLAN_NAMES[type][language]
