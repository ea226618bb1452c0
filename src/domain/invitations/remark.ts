/** A distributor's remark (PRODUCT.md: distributors have a name, an email and a remark): free text, bounded. */
export const REMARK_MAX_LENGTH = 500
