import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'

/**
 * Removes people from the contact data when they opt out: the suppression list keeps them out of
 * later imports; this takes them out of what is already there, at once.
 */
export interface ContactEraser {
  /**
   * Deletes the person with this profile id and every person holding this address (in any case), with
   * all their emails and phones; answers how many people went. Deleting nobody is not a failure.
   * `email` null (an admin approved a removal for someone the data holds no address for): the profile only.
   */
  forget(who: { readonly profileId: ProfileId; readonly email: OptOutEmail | null }): Promise<number>
}
