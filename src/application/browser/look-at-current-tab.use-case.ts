import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../domain/profiles/profile-link.ts'
import type { CurrentTab } from './ports/current-tab.port.ts'

/** A personal profile (SPEC §5's rule on the tab's address), or any other page. */
export type TabSubject =
  | { readonly _tag: 'ProfileTab'; readonly profileId: ProfileId }
  | { readonly _tag: 'OtherTab' }

const OTHER: TabSubject = { _tag: 'OtherTab' }

/** What the extension's popup is opened over: a profile it can look up, or a page it cannot use. */
export class LookAtCurrentTab {
  constructor(private readonly tab: CurrentTab) {}

  async execute(): Promise<TabSubject> {
    const address = await this.tab.address()
    if (address === null) return OTHER
    const profileId = parseProfileLink(address)
    return typeof profileId === 'string' ? { _tag: 'ProfileTab', profileId } : OTHER
  }
}
