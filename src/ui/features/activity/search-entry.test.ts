import { describe, expect, it } from 'vitest'
import type { CreditLogLine, SearchLogEntry } from '../../../application/browser/ports/activity.api.port.ts'
import { actionKey, chargedFor } from './credit-line.ts'
import { searchedFor } from './search-entry.ts'

const entry = (apiName: string, requestParams: SearchLogEntry['requestParams']): SearchLogEntry => ({
  id: '1',
  apiName,
  requestParams,
  createdAt: '2025-05-01T12:00:00.000Z',
  user: { id: 'u', username: 'ann' },
})

const line = (action: string, reference: string | null): CreditLogLine => ({
  id: '1',
  kind: 'lead',
  quantity: 1,
  action,
  reference,
  at: '2025-05-01T12:00:00.000Z',
  planType: 'FREE',
})

describe('what the logs say was searched or paid for', () => {
  it('getUserContact is a person, with a link when the id is a profile id (SPEC §3)', () => {
    expect(searchedFor(entry('getUserContact', { linkedInId: 'jane-doe' }))).toEqual({
      type: 'person',
      text: 'jane-doe',
      profileId: 'jane-doe',
    })
    expect(searchedFor(entry('getUserContact', { linkedInId: 'not an id' }))).toMatchObject({
      profileId: null,
    })
  })

  it('anything else is a company search: name, domain and page as far as given', () => {
    expect(
      searchedFor(entry('getCompanyMembers', { company: 'Acme', domain: 'acme.example', page: 2 })),
    ).toEqual({ type: 'company', text: 'Acme (acme.example)', page: 2 })
    expect(searchedFor(entry('searchCompany', { domain: 'acme.example' }))).toEqual({
      type: 'company',
      text: 'acme.example',
      page: null,
    })
  })

  it('names the known actions and leaves others as sent', () => {
    expect(actionKey('RevealMember')).toBe('activity.creditLog.actions.RevealMember')
    expect(actionKey('Export')).toBeNull()
  })

  it('reads a reveal’s reference as a profile, a members page’s as company and page', () => {
    expect(chargedFor(line('RevealProfile', 'jane-doe'))).toEqual({ type: 'profile', profileId: 'jane-doe' })
    expect(chargedFor(line('ViewMembersPage', 'co-17#3'))).toEqual({
      type: 'membersPage',
      company: 'co-17',
      page: 3,
    })
    expect(chargedFor(line('ViewMembersPage', 'odd'))).toEqual({ type: 'text', text: 'odd' })
    expect(chargedFor(line('RevealProfile', null))).toBeNull()
  })
})
