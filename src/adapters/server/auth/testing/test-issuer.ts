// Test support, not product code: an OpenID issuer on loopback that publishes a discovery document
// and a JWKS, and signs access tokens with its own key pair. Tests reach the API through the real
// verifier with these tokens, never around it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

export const TEST_AUDIENCE = 'urn:leadlens:api'

export type TokenOptions = {
  readonly roles?: readonly string[]
  readonly audience?: string
  readonly issuer?: string
  /** Seconds from now; negative for an expired token. */
  readonly expiresIn?: number
  readonly claims?: JWTPayload
  /** Sign with a key the issuer does not publish (a forged token). */
  readonly forged?: boolean
}

export type TestIssuer = {
  readonly issuer: string
  readonly audience: string
  /** A signed access token for `subject`. */
  token(subject: string, options?: TokenOptions): Promise<string>
  close(): Promise<void>
}

export const startTestIssuer = async (): Promise<TestIssuer> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const forger = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  let issuer = ''
  const server: Server = createServer((request, response) => {
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.url === '/.well-known/openid-configuration')
      return send({ issuer, jwks_uri: `${issuer}/jwks` })
    if (request.url === '/jwks') return send({ keys: [jwk] })
    response.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const token = async (subject: string, options: TokenOptions = {}) =>
    new SignJWT({ roles: [...(options.roles ?? [])], ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
      .setSubject(subject)
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
      .sign(options.forged === true ? forger.privateKey : privateKey)

  const close = () => new Promise<void>((done) => server.close(() => done()))
  return { issuer, audience: TEST_AUDIENCE, token, close }
}
