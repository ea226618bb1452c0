import { Schema } from 'effect'
import { defineCall } from './call.ts'
import { SiteConfigAnswer, StatsAnswer } from './public-answers.ts'

export { SiteConfigAnswer, StatsAnswer }

// The calls anyone may make: what the public pages show, and the web app's sign-in settings.

export const stats = defineCall({
  method: 'GET',
  path: '/api/stats',
  access: 'public',
  tag: 'public',
  summary: 'Live counts of contacts and companies, for the home page',
  response: StatsAnswer,
})

export const siteConfig = defineCall({
  method: 'GET',
  path: '/api/site-config',
  access: 'public',
  tag: 'public',
  summary: 'Brand, contact addresses, chat link and the current service-update notice (or null)',
  response: SiteConfigAnswer,
})

const NonEmpty = Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
const HttpUrl = Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/[^\s/]+/)))

export const ClientConfigAnswer = Schema.Struct({
  issuer: HttpUrl,
  clientId: NonEmpty,
  audience: NonEmpty,
  scopes: Schema.Array(NonEmpty),
  rolesClaim: NonEmpty,
})

export const clientConfig = defineCall({
  method: 'GET',
  path: '/api/client-config',
  access: 'public',
  tag: 'identity',
  summary: 'The web app’s sign-in settings: issuer, client id, API audience, scopes and roles claim',
  response: ClientConfigAnswer,
})

export const extensionDownload = defineCall({
  method: 'GET',
  path: '/api/extension/download',
  access: 'public',
  tag: 'public',
  summary:
    'The Chrome extension (Manifest V3) as a zip to load unpacked, made for the address it is ' +
    'downloaded from: its manifest and config name this service',
  produces: 'application/zip',
  errors: [{ status: 404, code: 'EXTENSION_NOT_BUILT', when: 'the server has no build of the extension' }],
})
