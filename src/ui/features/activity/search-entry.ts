import type { SearchLogEntry } from '../../../application/browser/ports/activity.api.port.ts'
import { normaliseProfileId, type ProfileId } from '../../../domain/profiles/profile-id.ts'

/** SPEC §3: the API name of a person looked up (or revealed); every other name is a company search. */
export const PERSON_SEARCH = 'getUserContact'

export type SearchedFor =
  /** `profileId` when the logged id is a valid one (then it links to the profile), else the text. */
  | { readonly type: 'person'; readonly text: string; readonly profileId: ProfileId | null }
  | { readonly type: 'company'; readonly text: string; readonly page: number | null }

const textOf = (value: string | number | undefined): string | null =>
  value === undefined || String(value).trim() === '' ? null : String(value)

/** What a search log entry asked for, as the log shows it. */
export const searchedFor = ({ apiName, requestParams: p }: SearchLogEntry): SearchedFor => {
  if (apiName === PERSON_SEARCH) {
    const text = textOf(p.linkedInId) ?? ''
    const id = normaliseProfileId(text)
    return { type: 'person', text, profileId: typeof id === 'string' ? id : null }
  }
  const company = textOf(p.company)
  const domain = textOf(p.domain)
  const text = company !== null && domain !== null ? `${company} (${domain})` : (company ?? domain ?? '')
  const page = Number(p.page)
  return { type: 'company', text, page: Number.isInteger(page) && page > 0 ? page : null }
}
