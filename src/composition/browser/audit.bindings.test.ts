import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { ListAuditEntries } from '../../application/browser/list-audit-entries.use-case.ts'
import { BrowserTokens, ServerTokens } from '../tokens.ts'
import { bindAuditArea } from './audit.bindings.ts'
import { AuditTokens } from './audit.tokens.ts'

describe('audit log bindings', () => {
  it('binds the audit log use case without loading its adapter', () => {
    const c = new Container({ defaultScope: 'Singleton' })
    c.bind(BrowserTokens.GetAccessToken).toConstantValue({ execute: async () => 'token' } as never)
    bindAuditArea(c)
    expect(c.get(AuditTokens.ListAuditEntries)).toBeInstanceOf(ListAuditEntries)
  })

  it('names no token another area or the service already uses', () => {
    const taken = [
      ...Object.keys(BrowserTokens).filter((k) => !(k in AuditTokens)),
      ...Object.keys(ServerTokens),
    ]
    for (const name of Object.keys(AuditTokens)) expect(taken).not.toContain(name)
    expect(Object.keys(BrowserTokens)).toEqual(expect.arrayContaining(Object.keys(AuditTokens)))
  })
})
