import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../i18n/catalogues.ts'
import { PAGER_MESSAGES } from './pager.tsx'

// The pager builds its keys from the screen's `messages`, so catalogue-usage.test.ts cannot see them.
const at = (tree: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    )

describe('the pager’s words', () => {
  it.each(PAGER_MESSAGES)(
    '%s has a label, previous, next and a numbered page in both languages',
    (messages) => {
      for (const language of ['en', 'zh'] as const) {
        const words = ['label', 'previous', 'next', 'page'].map((word) =>
          at(CATALOGUES[language], `${messages}.${word}`),
        )
        expect(
          words.every((w) => typeof w === 'string' && w.length > 0),
          `${language} ${messages}`,
        ).toBe(true)
        expect(words[3], `${language} ${messages}.page`).toContain('{{page}}')
      }
    },
  )
})
