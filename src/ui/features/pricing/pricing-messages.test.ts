import { describe, expect, it } from 'vitest'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorContext, ErrorStatus } from '../../errors/error-context.ts'
import type { ErrorI18nKey } from '../../errors/error-i18n-keys.ts'
import type { ErrorOutcome } from '../../errors/error-outcome.ts'
import { ERROR_TEXTS_EN } from '../../errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../errors/error-texts.zh.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import en from '../../i18n/features/pricing.en.json'
import zh from '../../i18n/features/pricing.zh.json'

const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  )

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

const keysOf = (outcome: ErrorOutcome): string[] => {
  switch (outcome._tag) {
    case 'Dialog':
      return [outcome.titleKey, outcome.descriptionKey, outcome.confirmKey]
    case 'Toast':
    case 'Inline':
      return [outcome.messageKey]
    default:
      return []
  }
}

describe('pricing messages', () => {
  it('the error texts the page carries are the domain’s, word for word (SPEC §8)', () => {
    for (const [key, text] of leaves(en).filter(([key]) => key.startsWith('errors.')))
      expect(text).toBe(ERROR_TEXTS_EN[key as ErrorI18nKey])
    for (const [key, text] of leaves(zh).filter(([key]) => key.startsWith('errors.')))
      expect(text).toBe(ERROR_TEXTS_ZH[key as ErrorI18nKey])
  })

  it('every text the error table can give the purchase flow is in both catalogues', () => {
    const contexts: ErrorContext[] = ['order', 'packetOrder', 'invitationValidate']
    const statuses: ErrorStatus[] = [400, 401, 403, 404, 409, 422, 429, 500, 503, 'network', 'timeout']
    const messages = [undefined, '', 'invalid invite code, please check and retry', 'other']
    const keys = new Set(
      contexts.flatMap((context) =>
        statuses.flatMap((status) =>
          messages.flatMap((message) =>
            // A 429 goes through the shared client's row, which the purchase flow never meets.
            status === 429
              ? []
              : keysOf(classifyError({ context, status, ...(message === undefined ? {} : { message }) })),
          ),
        ),
      ),
    )
    for (const key of keys) {
      expect(typeof lookup(CATALOGUES.en, key), key).toBe('string')
      expect(typeof lookup(CATALOGUES.zh, key), key).toBe('string')
    }
  })

  it('says the purchase dialog’s texts as SPEC §4/§5 quote them', () => {
    expect(en.pricing.dialog.required).toBe('Please enter invitation code')
    expect(en.pricing.dialog.validating).toBe('Validating...')
    expect(en.pricing.dialog.valid).toBe('Invitation code is valid!')
    expect(en.pricing.plans.enterprise.cta).toBe('Contact sales')
  })
})
