// Test support: the whole service as `npm start` runs it, embedded identity provider included, listening
// on loopback (the provider is reached over real HTTP), on an on-disk PGlite that a restart reopens.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { migratedDataDir } from '../../src/adapters/server/persistence/testing/migrated-pglite.ts'
import { createServerContainer, type ServerContainer } from '../../src/composition/server.container.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { NO_OUTSIDE_MAIL } from './no-outside-mail.ts'
import type { ClientSettings } from './oidc-test-client.ts'

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const
export const DEMO = { username: 'demo', password: 'demo-password-1' } as const

/** A port free right now: the service's public address must be known before it is built. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })

export type IdentityService = {
  readonly app: FastifyInstance
  readonly container: ServerContainer
  readonly origin: string
  readonly client: ClientSettings
  close(): Promise<void>
}

export type ServiceSite = { readonly port: number; readonly dataDir: string }

/** A port and a data folder holding an empty, migrated PGlite (a copy: initdb runs once, not per site). */
export const newSite = async (): Promise<ServiceSite> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadlens-identity-'))
  cpSync(await migratedDataDir(), dataDir, { recursive: true })
  return { port: await freePort(), dataDir }
}

/** Deletes the site's data folder (after its last service closed). */
export const removeSite = (site: ServiceSite) => rmSync(site.dataDir, { recursive: true, force: true })

/** Starts (or, on the same site, restarts) the service; its issuer is http://127.0.0.1:<port>/oidc. */
export const startIdentityService = async (
  site: ServiceSite,
  env: Record<string, string> = {},
): Promise<IdentityService> => {
  const origin = `http://127.0.0.1:${site.port}`
  const container = createServerContainer(
    {
      DATA_DIR: site.dataDir,
      LOG_LEVEL: 'silent',
      ...NO_OUTSIDE_MAIL,
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'leadlens-no-web-')),
      PUBLIC_URL: origin,
      DEMO_COMPANIES: '0',
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_PASSWORD: DEMO.password,
      ...env,
    },
    { version: '0.0.0-test' },
  )
  const app = await container.getAsync(T.HttpApp)
  await app.listen({ port: site.port, host: '127.0.0.1' })
  const config = container.get(T.Config)
  return {
    app,
    container,
    origin,
    client: { issuer: config.oidc.issuer, clientId: config.oidc.clientId, redirectUri: `${origin}/callback` },
    close: () => app.close(),
  }
}
