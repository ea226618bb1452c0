import type { Container } from 'inversify'
import { LookUpProfile } from '../../application/browser/look-up-profile.use-case.ts'
import type { ContactsGateway } from '../../application/browser/ports/contacts.gateway.port.ts'
import { ReportBounce } from '../../application/browser/report-bounce.use-case.ts'
import { RevealProfileContacts } from '../../application/browser/reveal-profile-contacts.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'
import { SessionTokens } from './session.area.ts'

/** A signed-in user's look-up and reveal of one person (the home page, and the extension's popup). */
export const ProfileTokens = {
  LookUpProfile: token<LookUpProfile>('LookUpProfile'),
  RevealProfileContacts: token<RevealProfileContacts>('RevealProfileContacts'),
  ReportEmailBounce: token<ReportBounce>('ReportEmailBounce'),
} as const

export type ProfileAdapters = { readonly contacts: ContactsGateway }

// The web app's: over the API client, which an anonymous visitor never loads.
const webAdapters = (): ProfileAdapters => ({
  contacts: lazyGateway<ContactsGateway>(async () => {
    const { AxiosContactsGateway } = await import('../../adapters/browser/http/axios-contacts.gateway.ts')
    return new AxiosContactsGateway(await sharedApiClient())
  }),
})

export const bindProfileArea = (container: Container, adapters: ProfileAdapters = webAdapters()): void => {
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(SessionTokens.GetAccessToken)
  container
    .bind(ProfileTokens.LookUpProfile)
    .toDynamicValue((ctx) => new LookUpProfile(token(ctx), adapters.contacts))
  container
    .bind(ProfileTokens.RevealProfileContacts)
    .toDynamicValue((ctx) => new RevealProfileContacts(token(ctx), adapters.contacts))
  container
    .bind(ProfileTokens.ReportEmailBounce)
    .toDynamicValue((ctx) => new ReportBounce(token(ctx), adapters.contacts))
}
