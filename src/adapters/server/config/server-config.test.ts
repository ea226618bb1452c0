import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './server-config.ts'

describe('server configuration', () => {
  it('serves on port 3000 with the embedded defaults when nothing is set', () => {
    const config = loadServerConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe('./data')
    expect(config.brand.name).toBe('LeadLens')
  })

  it('takes PORT from the environment and treats an empty value as unset', () => {
    expect(loadServerConfig({ PORT: '8080' }).port).toBe(8080)
    expect(loadServerConfig({ PORT: '' }).port).toBe(3000)
  })

  it('refuses a port that is not a valid TCP port, naming the variable', () => {
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('refuses an unknown log level', () => {
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })
})
