import type { Container } from 'inversify'
import { CompleteSignIn } from '../../application/browser/complete-sign-in.use-case.ts'
import { GetAccessToken } from '../../application/browser/get-access-token.use-case.ts'
import { GetCurrentUser } from '../../application/browser/get-current-user.use-case.ts'
import { LoadUserInfo } from '../../application/browser/load-user-info.use-case.ts'
import type { Identity } from '../../application/browser/ports/identity.port.ts'
import type { UserInfoGateway } from '../../application/browser/ports/user-info.gateway.port.ts'
import { SessionExpiredSignal } from '../../application/browser/session-expired-signal.ts'
import { SignIn } from '../../application/browser/sign-in.use-case.ts'
import { SignOut } from '../../application/browser/sign-out.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'

/** Sign-in and the session: every area's calls take their bearer token from GetAccessToken. */
export const SessionTokens = {
  Identity: token<Identity>('Identity'),
  SessionExpired: token<SessionExpiredSignal>('SessionExpired'),
  SignIn: token<SignIn>('SignIn'),
  CompleteSignIn: token<CompleteSignIn>('CompleteSignIn'),
  SignOut: token<SignOut>('SignOut'),
  GetAccessToken: token<GetAccessToken>('GetAccessToken'),
  GetCurrentUser: token<GetCurrentUser>('GetCurrentUser'),
  LoadUserInfo: token<LoadUserInfo>('LoadUserInfo'),
} as const

export type SessionAdapters = {
  readonly identity: Identity
  /** The service's view of the user (the dashboard's); the extension's popup has none. */
  readonly userInfo?: UserInfoGateway
}

export const bindSessionArea = (container: Container, adapters: SessionAdapters): void => {
  const T = SessionTokens
  container.bind(T.Identity).toConstantValue(adapters.identity)
  container.bind(T.SessionExpired).toConstantValue(new SessionExpiredSignal())
  const identity = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(T.Identity)
  container.bind(T.SignIn).toDynamicValue((ctx) => new SignIn(identity(ctx)))
  container.bind(T.CompleteSignIn).toDynamicValue((ctx) => new CompleteSignIn(identity(ctx)))
  container.bind(T.SignOut).toDynamicValue((ctx) => new SignOut(identity(ctx)))
  container
    .bind(T.GetAccessToken)
    .toDynamicValue((ctx) => new GetAccessToken(identity(ctx), typedResolver(ctx)(T.SessionExpired)))
  container.bind(T.GetCurrentUser).toDynamicValue((ctx) => new GetCurrentUser(identity(ctx)))
  const userInfo = adapters.userInfo
  if (userInfo === undefined) return
  container
    .bind(T.LoadUserInfo)
    .toDynamicValue((ctx) => new LoadUserInfo(identity(ctx), typedResolver(ctx)(T.GetAccessToken), userInfo))
}
