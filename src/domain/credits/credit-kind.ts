/**
 * lead: one credit reveals a person's emails and phones ("high-quality lead");
 * email / phone: one credit reveals only that part; search: one members page;
 * free: trial credit that pays for any one action.
 */
export const CREDIT_KINDS = ['lead', 'email', 'phone', 'search', 'free'] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]
