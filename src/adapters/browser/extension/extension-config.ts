import { Result, Schema } from 'effect'
import { type ClientConfig, decodeClientConfig } from '../http/client-config.ts'
import type { ChromeApi } from './chrome-api.ts'

/** The service a downloaded extension talks to, and how it signs in there (written by the server). */
export type ExtensionConfig = {
  readonly serviceUrl: string
  readonly brandName: string
  readonly client: ClientConfig
}

export type ExtensionConfigUnreadable = {
  readonly _tag: 'ExtensionConfigUnreadable'
  readonly reason: string
}

const ConfigFile = Schema.Struct({
  serviceUrl: Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/[^\s/]+$/))),
  brandName: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  client: Schema.Unknown,
})

const unreadable = (reason: string): ExtensionConfigUnreadable => ({
  _tag: 'ExtensionConfigUnreadable',
  reason,
})

/** Decodes config.json (a boundary: DESIGN rule 13); the client part as the web app decodes its own. */
export const decodeExtensionConfig = (body: unknown): ExtensionConfig | ExtensionConfigUnreadable => {
  const file = Schema.decodeUnknownResult(ConfigFile, { onExcessProperty: 'ignore' })(body)
  if (!Result.isSuccess(file)) return unreadable(file.failure.message)
  const client = decodeClientConfig(file.success.client)
  if ('_tag' in client) return unreadable(client.reason)
  return { serviceUrl: file.success.serviceUrl, brandName: file.success.brandName, client }
}

/** Reads the config.json packed with the extension. */
export const loadExtensionConfig = async (
  chrome: ChromeApi,
  fetchFn: typeof fetch,
): Promise<ExtensionConfig | ExtensionConfigUnreadable> => {
  try {
    const response = await fetchFn(chrome.runtime.getURL('config.json'))
    return decodeExtensionConfig(await response.json())
  } catch (error) {
    return unreadable(String(error))
  }
}
