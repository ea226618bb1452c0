import { ApiFailure } from '../routing/api-failure.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

export const EXTENSION_FILE_NAME = 'leadlens-extension.zip'
export const EXTENSION_NOT_BUILT_MESSAGE =
  'The browser extension is not built on this server: run npm run build:extension, then restart'

export type ExtensionRouteDeps = {
  /** The extension zipped for this service, or null when no build is there. */
  readonly download: () => Uint8Array | null
}

/** The browser extension (SPEC §1, §2: promoted on the home page and in the how-to-use guide). */
export const extensionRoutes = (deps: ExtensionRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/extension/download',
    access: 'public',
    tag: 'public',
    summary:
      'The Chrome extension (Manifest V3) as a zip to load unpacked, made for the address it is ' +
      'downloaded from: its manifest and config name this service',
    produces: 'application/zip',
    errors: [{ status: 404, code: 'EXTENSION_NOT_BUILT', when: 'the server has no build of the extension' }],
    handle: async ({ reply }) => {
      const zip = deps.download()
      if (zip === null) throw new ApiFailure(404, 'EXTENSION_NOT_BUILT', EXTENSION_NOT_BUILT_MESSAGE)
      reply
        .header('content-disposition', `attachment; filename="${EXTENSION_FILE_NAME}"`)
        // A new build replaces it on the next start; browsers ask again rather than keep an old one.
        .header('cache-control', 'no-cache')
      return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)
    },
  }),
]
