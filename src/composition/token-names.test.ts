import { describe, expect, it } from 'vitest'
import type { Token } from './token.ts'
import { ServerTokens } from './tokens.ts'

// Every area of both sides (and the extension's tab), found by name, so a new area is checked unlisted.
const AREA_MODULES = import.meta.glob<Record<string, unknown>>('./{browser,server,extension}/*.area.ts', {
  eager: true,
})
const groups = [
  ['tokens.ts ServerTokens', ServerTokens],
  ...Object.entries(AREA_MODULES).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Tokens'))
      .map(([name, tokens]) => [`${file} ${name}`, tokens as Record<string, Token<unknown>>] as const),
  ),
] as const

describe('token names', () => {
  it('are found in every area of both sides', () => {
    const files = groups.map(([group]) => group.split(' ')[0])
    for (const side of ['./browser/', './server/', './extension/'])
      expect(files.some((file) => file?.startsWith(side))).toBe(true)
  })

  it('are used once across every area of both sides: a name never means two things', () => {
    const names = groups.flatMap(([, tokens]) => Object.keys(tokens))
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  })

  it('are the names the tokens are registered under', () => {
    for (const [group, tokens] of groups)
      for (const [name, symbol] of Object.entries(tokens))
        expect(symbol, `${group}.${name}`).toBe(Symbol.for(`leadlens.${name}`))
  })
})
