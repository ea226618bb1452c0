import type { Container } from 'inversify'
import { type Authorised, authorised } from '../../application/browser/authorised.ts'
import type { Token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { SessionTokens } from './session.area.ts'

/**
 * Binds what a dashboard area's query hooks call: its gateway with the signed-in user's bearer token
 * applied (`authorised`). The gateway is touched on the first call only, so a lazy one loads late.
 */
export const bindApi = <Gateway extends object>(
  container: Container,
  token: Token<Authorised<Gateway>>,
  gateway: Gateway,
): void => {
  container
    .bind(token)
    .toDynamicValue((ctx) => authorised(typedResolver(ctx)(SessionTokens.GetAccessToken), gateway))
}
