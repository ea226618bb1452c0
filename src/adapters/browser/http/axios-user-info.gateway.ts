import type { AxiosInstance } from 'axios'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  SessionRefused,
  UserInfo,
  UserInfoGateway,
  UserInfoUnavailable,
} from '../../../application/browser/ports/user-info.gateway.port.ts'
import { userInfo } from '../../http-contract/user.ts'
import { callApi } from './call-api.ts'
import { isMalformedAnswer } from './request-json.ts'

const unavailable = (reason: string): UserInfoUnavailable => ({ _tag: 'UserInfoUnavailable', reason })

/** UserInfoGateway over the shared API client: GET /api/user/info. */
export class AxiosUserInfoGateway implements UserInfoGateway {
  constructor(private readonly client: AxiosInstance) {}

  async load(accessToken: string): Promise<UserInfo | SessionRefused | UserInfoUnavailable> {
    const info = await callApi(this.client, accessToken, userInfo, {})
    if (!isCallFailure(info)) return info
    if (info.status === 401) return { _tag: 'SessionRefused' }
    if (isMalformedAnswer(info)) return unavailable('user info of an unexpected shape')
    if (typeof info.status === 'number') return unavailable(`user info answered ${info.status}`)
    return unavailable(info.message ?? 'user info could not be loaded')
  }
}
