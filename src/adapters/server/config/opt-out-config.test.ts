import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './server-config.ts'

describe('opt-out configuration', () => {
  it('defaults: the outbox beside the data, memory with it; a sender; no pepper', () => {
    expect(loadServerConfig({ DATA_DIR: '/srv/leadlens' }).optOut).toEqual({
      outboxDir: '/srv/leadlens/outbox',
      mailFrom: 'LeadLens <no-reply@leadlens.example>',
      suppressionPepper: '',
    })
    expect(loadServerConfig({ DATA_DIR: 'memory' }).optOut.outboxDir).toBe('memory')
  })

  it('reads OUTBOX_DIR, MAIL_FROM and SUPPRESSION_PEPPER', () => {
    const config = loadServerConfig({
      OUTBOX_DIR: '/var/mail/leadlens',
      MAIL_FROM: 'Privacy <privacy@leads.example>',
      SUPPRESSION_PEPPER: 'a pepper of twenty-odd characters',
    })
    expect(config.optOut).toEqual({
      outboxDir: '/var/mail/leadlens',
      mailFrom: 'Privacy <privacy@leads.example>',
      suppressionPepper: 'a pepper of twenty-odd characters',
    })
  })

  it('refuses a sender without an address or with a line break, and a short pepper', () => {
    expect(() => loadServerConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/)
    expect(() => loadServerConfig({ MAIL_FROM: 'a@b.example\r\nBcc: x@y.example' })).toThrow(/MAIL_FROM/)
    expect(() => loadServerConfig({ SUPPRESSION_PEPPER: 'short' })).toThrow(/SUPPRESSION_PEPPER/)
  })
})
