import { describe, expect, it } from 'vitest'
import type {
  OnboardingGateway,
  OnboardingSubmission,
} from '../../src/application/browser/ports/onboarding.gateway.port.ts'
import type { OnboardingAnswers } from '../../src/domain/onboarding/onboarding-answers.ts'

export type OnboardingGatewayFixture = {
  readonly gateway: OnboardingGateway
  /** The token of a user who has not been onboarded yet (a new one on each call). */
  newUser(): Promise<string>
  /** A token the service refuses. */
  refusedToken(): Promise<string>
}

const answers: OnboardingAnswers = {
  industry: 'FINANCE',
  country: 'EUROPE',
  companySize: 'FROM_11_TO_50',
  toolPurpose: 'RECRUITMENT',
}

/** What every OnboardingGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const onboardingGatewayContract = (name: string, fixture: () => Promise<OnboardingGatewayFixture>) => {
  describe(`OnboardingGateway contract: ${name}`, () => {
    it('the four answers give the user a collection id', async () => {
      const { gateway, newUser } = await fixture()
      expect(await gateway.submit(await newUser(), answers)).toEqual({ collectionId: expect.any(String) })
    })

    it('the skip flag gives the user a collection id too', async () => {
      const { gateway, newUser } = await fixture()
      const completed = await gateway.submit(await newUser(), { skip: true })
      expect(completed).toEqual({ collectionId: expect.stringMatching(/\S/) })
    })

    it('answering again keeps the collection id', async () => {
      const { gateway, newUser } = await fixture()
      const token = await newUser()
      const first = await gateway.submit(token, { skip: true })
      expect(await gateway.submit(token, answers)).toEqual(first)
    })

    it('each user gets a collection id of their own', async () => {
      const { gateway, newUser } = await fixture()
      const one = await gateway.submit(await newUser(), answers)
      const two = await gateway.submit(await newUser(), answers)
      expect(one).not.toEqual(two)
    })

    it('refuses an answer outside its enumeration with 400 INVALID_REQUEST', async () => {
      const { gateway, newUser } = await fixture()
      const wrong = { ...answers, industry: 'MINING' } as unknown as OnboardingSubmission
      expect(await gateway.submit(await newUser(), wrong)).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 400,
        code: 'INVALID_REQUEST',
      })
    })

    it('reports a refused token as a 401 UNAUTHENTICATED', async () => {
      const { gateway, refusedToken } = await fixture()
      expect(await gateway.submit(await refusedToken(), answers)).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 401,
        code: 'UNAUTHENTICATED',
      })
    })
  })
}
