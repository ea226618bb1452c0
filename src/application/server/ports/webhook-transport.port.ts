/** What one POST to an endpoint came to. */
export type TransportAnswer =
  | { readonly _tag: 'Answered'; readonly status: number; readonly body: string }
  | { readonly _tag: 'Refused'; readonly reason: string }

/**
 * Posts a signed delivery to an endpoint, only to public addresses (unless told otherwise): the
 * address is checked after the name is resolved, and the connection made to that very address.
 */
export interface WebhookTransport {
  post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<TransportAnswer>
}
