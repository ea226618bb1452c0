import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as UserCalls from '../../src/adapters/http-contract/user.ts'
import type { OnboardingSubmission } from '../../src/application/browser/ports/onboarding.api.port.ts'
import type { OnboardingAnswers } from '../../src/domain/onboarding/onboarding-answers.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The first-login dialog's call through the browser's own client over the real routes. What is stored
// and what user info then says is user.api.test.ts's too; this is what the dialog relies on.
let api: ApiHarness
let users = 0
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const answers: OnboardingAnswers = {
  industry: 'FINANCE',
  country: 'EUROPE',
  companySize: 'FROM_11_TO_50',
  toolPurpose: 'RECRUITMENT',
}

const userAs = (token: string) => contractClient(UserCalls, injectTransport(api.app), async () => token)
const newUser = async () => userAs(await api.token(`newcomer-${++users}`))

describe('onboarding through the browser’s client', () => {
  it('the four answers give the user a collection id, which user info then carries', async () => {
    const user = await newUser()
    expect(await user.userInfo()).toMatchObject({ collectionId: null })
    const completed = await user.completeOnboarding({ body: answers })
    expect(completed).toEqual({ collectionId: expect.any(String) })
    expect(await user.userInfo()).toMatchObject(completed)
  })

  it('the skip flag gives the user a collection id too', async () => {
    const user = await newUser()
    expect(await user.completeOnboarding({ body: { skip: true } })).toEqual({
      collectionId: expect.stringMatching(/\S/),
    })
  })

  it('answering again keeps the collection id; each user has one of their own', async () => {
    const user = await newUser()
    const first = await user.completeOnboarding({ body: { skip: true } })
    expect(await user.completeOnboarding({ body: answers })).toEqual(first)
    expect(await (await newUser()).completeOnboarding({ body: answers })).not.toEqual(first)
  })

  it('refuses an answer outside its enumeration with 400 INVALID_REQUEST, before sending it', async () => {
    const user = await newUser()
    const wrong = { ...answers, industry: 'MINING' } as unknown as OnboardingSubmission
    expect(await user.completeOnboarding({ body: wrong })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 400,
      code: 'INVALID_REQUEST',
    })
  })

  it('reports a refused token as a 401 UNAUTHENTICATED', async () => {
    const expired = userAs(await api.token('newcomer', { expiresIn: -60 }))
    expect(await expired.completeOnboarding({ body: answers })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
    })
  })

  it('reports an unreachable service as a network failure', async () => {
    const nowhere = contractClient(UserCalls, axiosTransport('http://127.0.0.1:9'), async () => 'token')
    expect(await nowhere.completeOnboarding({ body: { skip: true } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
  })
})
