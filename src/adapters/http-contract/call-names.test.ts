import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_NAMES } from './call-names.ts'

// The operationIds are the contract's export names (issue 29 §11): every file that defines calls must be
// an area of call-names.ts, or its calls would fall back to a name made from the address.
const HERE = import.meta.dirname

describe('the names of the contract’s calls', () => {
  it('cover every call of every file that defines one, each name once', () => {
    const defined = readdirSync(HERE)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(join(HERE, file), 'utf8').matchAll(/export const (\w+) = defineCall\(/g)].map(
          (match) => match[1],
        ),
      )
    const named = [...CALL_NAMES.values()]
    expect(new Set(named).size, 'two calls share a method and path').toBe(named.length)
    expect([...named].sort()).toEqual([...defined].sort())
  })
})
