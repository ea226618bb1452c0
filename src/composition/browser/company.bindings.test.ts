import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { FindCompanies } from '../../application/browser/find-companies.use-case.ts'
import { RevealMember } from '../../application/browser/reveal-member.use-case.ts'
import { BrowserTokens, ServerTokens } from '../tokens.ts'
import { bindCompanyArea } from './company.bindings.ts'
import { CompanyTokens } from './company.tokens.ts'

describe('company area bindings', () => {
  it('binds every company use case', () => {
    const c = new Container({ defaultScope: 'Singleton' })
    c.bind(BrowserTokens.GetAccessToken).toConstantValue({ execute: async () => 'token' } as never)
    bindCompanyArea(c)
    for (const token of Object.values(CompanyTokens)) expect(c.get(token)).toBeDefined()
    expect(c.get(CompanyTokens.FindCompanies)).toBeInstanceOf(FindCompanies)
    expect(c.get(CompanyTokens.RevealMember)).toBeInstanceOf(RevealMember)
  })

  it('names no token another area or the service already uses', () => {
    const taken = [
      ...Object.keys(BrowserTokens).filter((k) => !(k in CompanyTokens)),
      ...Object.keys(ServerTokens),
    ]
    for (const name of Object.keys(CompanyTokens)) expect(taken).not.toContain(name)
  })
})
