import { describe, expect, it } from 'vitest'
import { lazyGateway } from './lazy-gateway.ts'

interface Greeter {
  greet(name: string): Promise<string>
}

describe('lazyGateway', () => {
  it('loads the adapter on the first call only, then forwards every call to it', async () => {
    let loads = 0
    const gateway = lazyGateway<Greeter>(async () => {
      loads++
      return { greet: async (name) => `hello ${name}` }
    })
    expect(loads).toBe(0)
    expect(await Promise.all([gateway.greet('a'), gateway.greet('b')])).toEqual(['hello a', 'hello b'])
    expect(await gateway.greet('c')).toBe('hello c')
    expect(loads).toBe(1)
  })

  it('is not mistaken for a promise (no `then`)', async () => {
    const gateway = lazyGateway<Greeter>(async () => ({ greet: async () => 'x' }))
    expect(await Promise.resolve(gateway)).toBe(gateway)
  })
})
