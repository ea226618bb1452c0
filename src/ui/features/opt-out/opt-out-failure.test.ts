import { describe, expect, it } from 'vitest'
import { apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { OPT_OUT_CODES } from '../../../domain/opt-out/opt-out-failures.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { optOutMessage } from './opt-out-failure.ts'

const messageAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('opt-out refusals as the page words them', () => {
  it('every service code has its own message in both languages, on its field where there is one', () => {
    const shown = Object.values(OPT_OUT_CODES).map((code) => optOutMessage(apiCallFailed(400, { code })))
    expect(new Set(shown.map((m) => m.key)).size).toBe(Object.values(OPT_OUT_CODES).length)
    expect(shown.filter((m) => m.field !== null).map((m) => m.field)).toEqual([
      'profileLink',
      'email',
      'relationship',
    ])
    for (const { key } of [
      ...shown,
      optOutMessage(apiCallFailed(429)),
      optOutMessage(apiCallFailed('network')),
    ])
      for (const language of ['en', 'zh'] as const)
        expect(typeof messageAt(CATALOGUES[language], key)).toBe('string')
  })

  it('a check made before sending points at its field; anything unknown is a generic failure', () => {
    expect(optOutMessage({ _tag: 'InvalidProfileLink' })).toEqual({
      field: 'profileLink',
      key: 'optOut.errors.profileLink',
    })
    expect(optOutMessage({ _tag: 'InvalidOptOutEmail' })).toEqual({
      field: 'email',
      key: 'optOut.errors.email',
    })
    expect(optOutMessage(apiCallFailed(429, { code: 'RATE_LIMITED' }))).toMatchObject({
      key: 'optOut.errors.tooMany',
    })
    expect(optOutMessage(apiCallFailed(500))).toEqual({ field: null, key: 'optOut.errors.generic' })
  })
})
