import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { describe, expect, it } from 'vitest'
import { revealProfile } from '../../http-contract/contacts.ts'
import { updateInvitation } from '../../http-contract/invitation.ts'
import { userInfo } from '../../http-contract/user.ts'
import { callApi, requestOf } from './call-api.ts'

/** A client that answers every request with one status and body, and keeps what it was asked. */
const answering = (status: number, data: unknown) => {
  const asked: AxiosRequestConfig[] = []
  const client = {
    request: async (config: AxiosRequestConfig) => {
      asked.push(config)
      return { status, data, headers: {} }
    },
  } as unknown as AxiosInstance
  return { client, asked }
}

const user = { id: 'u1', username: 'ann', email: null, avatar: null, role: 'user', collectionId: null }

describe('a contract call from the browser', () => {
  it('fills the path with the encoded params, and sends the query and body as given', () => {
    expect(requestOf(revealProfile, { params: { linkedinId: 'a b/c' }, query: { reveal: 'true' } })).toEqual({
      method: 'GET',
      url: '/api/contact/profile/a%20b%2Fc',
      params: { reveal: 'true' },
    })
    const form = { distributorName: 'Zed', discountAmount: 5 }
    expect(requestOf(updateInvitation, { params: { id: 'i1' }, body: form })).toEqual({
      method: 'PUT',
      url: '/api/invitation/i1',
      data: form,
    })
  })

  it('decodes the answer with the call’s response Schema, dropping fields the service added', async () => {
    const { client, asked } = answering(200, { ...user, plan: 'new field' })
    expect(await callApi(client, 'token-1', userInfo, {})).toEqual(user)
    expect(asked[0]?.headers).toEqual({ authorization: 'Bearer token-1' })
  })

  it('an answer of another shape, or a refusal, is a failure as data', async () => {
    expect(await callApi(answering(200, { id: 'u1' }).client, 't', userInfo, {})).toEqual({
      _tag: 'ApiCallFailed',
      status: 200,
      message: 'an answer of an unexpected shape',
    })
    const refused = answering(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' })
    expect(await callApi(refused.client, 't', userInfo, {})).toEqual({
      _tag: 'ApiCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'no',
    })
  })
})
