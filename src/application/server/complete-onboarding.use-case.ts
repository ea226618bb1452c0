import type { OnboardingAnswers, OnboardingSkip } from '../../domain/onboarding/onboarding-answers.ts'
import type { Caller } from './caller.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { UserRepository } from './ports/user.repository.port.ts'

/**
 * POST /user/collection: stores the first-login answers, or the skip, and gives the user the
 * collection id that stops the dialog from opening again. Answering again replaces the answers.
 */
export class CompleteOnboarding {
  constructor(
    private readonly users: UserRepository,
    private readonly ids: IdGenerator,
  ) {}

  async execute(
    caller: Caller,
    input: OnboardingAnswers | OnboardingSkip,
  ): Promise<{ collectionId: string }> {
    const known = await this.users.find(caller.userId)
    const collectionId = known?.collectionId ?? this.ids.next()
    await this.users.completeOnboarding(caller.userId, collectionId, 'skip' in input ? null : input)
    return { collectionId }
  }
}
