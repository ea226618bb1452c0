/** A key that does not exist, is revoked, or is another user's: the same answer for each. */
export type ApiKeyNotFound = { readonly _tag: 'ApiKeyNotFound'; readonly id: string }
export const apiKeyNotFound = (id: string): ApiKeyNotFound => ({ _tag: 'ApiKeyNotFound', id })

export type TooManyKeys = { readonly _tag: 'TooManyKeys'; readonly limit: number }
