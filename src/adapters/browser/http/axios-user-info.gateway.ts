import type { AxiosInstance } from 'axios'
import { Result, Schema } from 'effect'
import type {
  SessionRefused,
  UserInfo,
  UserInfoGateway,
  UserInfoUnavailable,
} from '../../../application/browser/ports/user-info.gateway.port.ts'
import { bearer } from './api-client.ts'

const UserInfoBody = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  role: Schema.Literals(['admin', 'user']),
  collectionId: Schema.NullOr(Schema.String),
})

const unavailable = (reason: string): UserInfoUnavailable => ({ _tag: 'UserInfoUnavailable', reason })

/** UserInfoGateway over the shared API client: GET /api/user/info. */
export class AxiosUserInfoGateway implements UserInfoGateway {
  constructor(private readonly client: AxiosInstance) {}

  async load(accessToken: string): Promise<UserInfo | SessionRefused | UserInfoUnavailable> {
    try {
      const response = await this.client.get('/api/user/info', { headers: bearer(accessToken) })
      if (response.status === 401) return { _tag: 'SessionRefused' }
      if (response.status !== 200) return unavailable(`user info answered ${response.status}`)
      // A boundary (DESIGN rule 13): the body is checked before the app trusts it.
      const decoded = Schema.decodeUnknownResult(UserInfoBody)(response.data)
      return Result.isSuccess(decoded) ? decoded.success : unavailable('user info of an unexpected shape')
    } catch (error) {
      return unavailable(error instanceof Error ? error.message : 'user info could not be loaded')
    }
  }
}
