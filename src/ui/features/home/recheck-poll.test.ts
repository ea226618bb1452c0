import { describe, expect, it } from 'vitest'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { recheckPollInterval } from './use-profile-reveal.ts'

const profile = (pending: boolean): ProfileContacts => ({
  linkedinId: 'jane-doe',
  url: 'https://www.linkedin.com/in/jane-doe',
  name: 'Jane Doe',
  title: null,
  company: null,
  companyDomain: null,
  emails: ['jane@acme.io'],
  phones: [],
  whatsappValid: false,
  revealed: { emails: true, phones: false },
  emailDetails: [
    {
      address: 'jane@acme.io',
      status: 'valid',
      checkedAt: '2025-01-01T00:00:00.000Z',
      recheckPending: pending,
    },
  ],
  phoneDetails: [],
  available: { emails: 1, phones: 0 },
  cost: null,
  charged: { credits: 0, charges: [] },
})

describe('asking again while a re-check is pending', () => {
  it('every 3 s while a revealed email’s re-check is pending, for at most 30 answers; never otherwise', () => {
    expect(recheckPollInterval(profile(true), 1)).toBe(3_000)
    expect(recheckPollInterval(profile(true), 29)).toBe(3_000)
    expect(recheckPollInterval(profile(true), 30)).toBe(false)
    expect(recheckPollInterval(profile(false), 1)).toBe(false)
    expect(recheckPollInterval({ _tag: 'ApiCallFailed', status: 404, code: 'PROFILE_NOT_FOUND' }, 1)).toBe(
      false,
    )
    expect(recheckPollInterval(undefined, 0)).toBe(false)
  })
})
