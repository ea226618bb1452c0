import { extensionDownload } from '../../../http-contract/public.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refusePublic } from './public.failures.ts'

export const EXTENSION_FILE_NAME = 'leadlens-extension.zip'

export type ExtensionRouteDeps = {
  /** The extension zipped for this service, or null when no build is there. */
  readonly download: () => Uint8Array | null
}

/** The browser extension (SPEC §1, §2: promoted on the home page and in the how-to-use guide). */
export const extensionRoutes = (deps: ExtensionRouteDeps): readonly AnyRoute[] => [
  defineRoute(extensionDownload, async ({ reply }) => {
    const zip = deps.download()
    if (zip === null) throw refusePublic({ _tag: 'ExtensionNotBuilt' })
    reply
      .header('content-disposition', `attachment; filename="${EXTENSION_FILE_NAME}"`)
      // A new build replaces it on the next start; browsers ask again rather than keep an old one.
      .header('cache-control', 'no-cache')
    return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)
  }),
]
