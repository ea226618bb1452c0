// Test support, not product code: what the service holds of a user's onboarding, read from its own user
// store (no call answers the answers back; user info says only the collection id).
import type { OnboardingAnswers } from '../../domain/onboarding/onboarding-answers.ts'
import { ServerTokens as T } from '../tokens.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'

/** The user's collection id (null: not answered, or not met yet) and answers (null: skipped or none). */
export const onboardingOf = async (
  api: InProcessApi,
  userId: string,
): Promise<{ readonly collectionId: string | null; readonly onboarding: OnboardingAnswers | null }> => {
  const user = await (await api.container.getAsync(T.Users)).find(userId)
  return { collectionId: user?.collectionId ?? null, onboarding: user?.onboarding ?? null }
}
