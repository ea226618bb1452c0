// Test support, not product code: the whole service with its embedded identity provider (the default
// when OIDC_ISSUER is not set), in this process on an in-memory PGlite, for the account page, whose
// calls change the provider's own accounts (an external issuer's are answered 409 ACCOUNT_MANAGED_ELSEWHERE).
// Accounts are made by the provider's sign-up use case, as its /signup form makes them; their access
// tokens are signed with the provider's own key, with the claims it puts in the tokens it issues, so the
// service's verifier checks them exactly as it checks a signed-in browser's.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { importJWK, SignJWT } from 'jose'
import { IdentityTokens } from '../server/identity.area.ts'
import { createServerContainer, type ServerContainer } from '../server.container.ts'
import { ServerTokens as T } from '../tokens.ts'
import { NO_OUTSIDE_MAIL } from './in-process-api.fixture.ts'

export type EmbeddedIdentityApi = {
  readonly app: FastifyInstance
  readonly container: ServerContainer
  /** Signs an account up (a username of 3 or more characters, a password of 8 or more). */
  newAccount(username: string, password: string): Promise<{ readonly id: string; readonly token: string }>
  close(): Promise<void>
}

// Never listened on: the service is reached through inject, and it checks its own tokens in process.
const PUBLIC_URL = 'http://127.0.0.1:9'

export const startEmbeddedIdentityApi = async (): Promise<EmbeddedIdentityApi> => {
  const container = createServerContainer(
    {
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      ...NO_OUTSIDE_MAIL,
      DEMO_COMPANIES: '0',
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'leadlens-no-web-')),
      PUBLIC_URL,
    },
    { version: '0.0.0-test' },
  )
  const app = await container.getAsync(T.HttpApp)
  await app.ready()
  const config = container.get(T.Config)
  const secrets = await container.getAsync(IdentityTokens.IdentitySecrets)
  const [signingKey] = secrets.signingKeys.keys
  if (signingKey === undefined) throw new Error('the embedded provider has no signing key')
  const key = await importJWK(signingKey as Parameters<typeof importJWK>[0], 'RS256')

  const newAccount = async (username: string, password: string) => {
    const account = await (await container.getAsync(IdentityTokens.SignUpAccount)).execute({
      username,
      password,
    })
    if ('_tag' in account) throw new Error(`the sign-up was refused: ${account._tag}`)
    const token = await new SignJWT({
      client_id: config.oidc.clientId,
      preferred_username: account.username,
      ...(account.email === null ? {} : { email: account.email }),
      [config.oidc.rolesClaim]: [],
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid ?? '', typ: 'at+jwt' })
      .setSubject(account.id)
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key)
    return { id: account.id, token }
  }

  return { app, container, newAccount, close: () => app.close() }
}
