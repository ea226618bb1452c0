import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { SubmitOnboarding } from '../../application/browser/submit-onboarding.use-case.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindAccountArea } from './account.bindings.ts'
import { AccountTokens } from './account.tokens.ts'

describe('account area bindings', () => {
  it('binds every account use case, without a token making no call', async () => {
    const c = new Container({ defaultScope: 'Singleton' })
    c.bind(BrowserTokens.GetAccessToken).toConstantValue({ execute: async () => null } as never)
    bindAccountArea(c)
    for (const token of Object.values(AccountTokens)) expect(c.get(token)).toBeDefined()
    const submit = typedResolver(c)(AccountTokens.SubmitOnboarding)
    expect(submit).toBeInstanceOf(SubmitOnboarding)
    // No access token: the call does not run, so the API client is never loaded.
    expect(await submit.execute({ skip: true })).toEqual({ _tag: 'TokenUnavailable' })
  })
})
