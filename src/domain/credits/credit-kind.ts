/**
 * lead: one credit reveals a person's emails and phones ("high-quality lead");
 * email / phone: one credit reveals only that part; search: one members page;
 * free: trial credit that pays for any one action.
 */
export const CREDIT_KINDS = ['lead', 'email', 'phone', 'search', 'free'] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]

/**
 * Which kinds pay for a person's emails, and which for their phones (PRODUCT.md credits): a lead or a
 * free credit pays for both, an email credit for emails, a phone credit for phones; a search credit
 * pays only for a members page. The quote, the reveal card, refunds and bulk enrichment read these.
 */
export const PAYS_FOR_EMAILS = ['lead', 'email', 'free'] as const satisfies readonly CreditKind[]
export const PAYS_FOR_PHONES = ['lead', 'phone', 'free'] as const satisfies readonly CreditKind[]

const paysFor = (payers: readonly CreditKind[]) => (kind: CreditKind) => payers.includes(kind)
export const paysForEmails = paysFor(PAYS_FOR_EMAILS)
export const paysForPhones = paysFor(PAYS_FOR_PHONES)

/** The kinds that pay for revealing a person (emails or phones), in CREDIT_KINDS' order. */
export const REVEAL_KINDS: readonly CreditKind[] = CREDIT_KINDS.filter(
  (kind) => paysForEmails(kind) || paysForPhones(kind),
)
