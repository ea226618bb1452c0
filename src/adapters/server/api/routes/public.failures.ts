import { failureTable } from '../routing/failure-table.ts'

export const EXTENSION_NOT_BUILT_MESSAGE =
  'The browser extension is not built on this server: run npm run build:extension, then restart'

export type ExtensionNotBuilt = { readonly _tag: 'ExtensionNotBuilt' }

/** The public calls' failures on the wire (DESIGN rule 10). */
export const refusePublic = failureTable<ExtensionNotBuilt>({
  ExtensionNotBuilt: { status: 404, code: 'EXTENSION_NOT_BUILT', message: EXTENSION_NOT_BUILT_MESSAGE },
})
