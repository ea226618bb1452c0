import { describe, expect, it } from 'vitest'
import { LookAtCurrentTab } from './look-at-current-tab.use-case.ts'

const over = (address: string | null) => new LookAtCurrentTab({ address: async () => address }).execute()

describe('what the popup is opened over', () => {
  it('a personal profile gives its id', async () => {
    expect(await over('https://www.linkedin.com/in/Jane-Doe/?trk=feed')).toEqual({
      _tag: 'ProfileTab',
      profileId: 'jane-doe',
    })
  })

  it('a company page, a search or a tab the browser hides is another page', async () => {
    for (const address of [
      'https://www.linkedin.com/company/acme/',
      'https://www.linkedin.com/in/',
      'chrome://newtab/',
      null,
    ])
      expect(await over(address)).toEqual({ _tag: 'OtherTab' })
  })
})
