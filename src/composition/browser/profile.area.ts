import type { Container } from 'inversify'
import type { BounceApi, ContactsApi } from '../../application/browser/ports/contacts.api.port.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindContractApi } from './contract-api.ts'
import { SessionTokens } from './session.area.ts'

/**
 * A signed-in user's look-up and reveal of one person (the home page, and the extension's popup): the
 * profile calls of the contacts module, and "Report a bounce" of the email module.
 */
export const ProfileTokens = {
  ContactsApi: token<ContactsApi>('ContactsApi'),
  BounceApi: token<BounceApi>('BounceApi'),
} as const

/** The area's calls made over a client the caller builds (the extension: the service's own address). */
export type ProfileApis = (accessToken: () => Promise<unknown>) => {
  readonly contacts: ContactsApi
  readonly bounce: BounceApi
}

const pickBounce = (email: typeof import('../../adapters/http-contract/email.ts')) => ({
  reportBounce: email.reportBounce,
})

export const bindProfileArea = (container: Container, apis?: ProfileApis): void => {
  if (apis === undefined) {
    // The web app's: each module loaded with its first call, which an anonymous visitor never makes.
    bindContractApi(
      container,
      ProfileTokens.ContactsApi,
      () => import('../../adapters/http-contract/contacts.ts'),
    )
    bindContractApi(container, ProfileTokens.BounceApi, () =>
      import('../../adapters/http-contract/email.ts').then(pickBounce),
    )
    return
  }
  const made = (ctx: Parameters<typeof typedResolver>[0]) => {
    const getAccessToken = typedResolver(ctx)(SessionTokens.GetAccessToken)
    return apis(() => getAccessToken.execute())
  }
  container.bind(ProfileTokens.ContactsApi).toDynamicValue((ctx) => made(ctx).contacts)
  container.bind(ProfileTokens.BounceApi).toDynamicValue((ctx) => made(ctx).bounce)
}
