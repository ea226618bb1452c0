import { Result, Schema } from 'effect'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import type { WrongCredentials } from '../../../application/server/authenticate-account.use-case.ts'
import type { Account, UsernameTaken } from '../../../application/server/ports/account.repository.port.ts'
import type { InvalidCredentials, SignUpInput } from '../../../domain/identity/credentials.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { identityPageCsp } from './identity-page-layout.ts'
import { renderProblem } from './identity-pages.ts'
import { pageLanguage } from './page-language.ts'
import type { SignInThrottle } from './sign-in-throttle.ts'

export type InteractionDeps = {
  readonly provider: Provider
  readonly brandName: string
  readonly publicUrl: string
  /** `/oidc`: where the provider is mounted. */
  readonly mountPath: string
  /** Clients of the product itself: consent for what they ask is implied, unless they ask for the page. */
  readonly firstPartyClientIds: readonly string[]
  readonly authenticate: {
    execute(input: { username: string; password: string }): Promise<Account | WrongCredentials>
  }
  readonly signUp: { execute(input: SignUpInput): Promise<Account | InvalidCredentials | UsernameTaken> }
  readonly findAccount: (id: string) => Promise<Account | undefined>
  /** Wrong passwords and sign-ups per address (RATE_LIMIT_LOGIN_PER_MINUTE); absent: none. */
  readonly throttle?: SignInThrottle
}

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

const Params = Schema.Struct({ uid: Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]{1,64}$/))) })

/** Decodes a form, query or address part; undefined when it does not fit (unknown fields are ignored). */
export const decode = <T>(schema: Schema.ConstraintDecoder<T>, value: unknown): T | undefined => {
  const result = Schema.decodeUnknownResult(schema, { onExcessProperty: 'ignore' })(value ?? {})
  return Result.isSuccess(result) ? result.success : undefined
}

/** What every interaction route does: find its interaction, pick the language, answer a page or finish. */
export const interactionContext = (deps: InteractionDeps) => {
  const home = `${deps.publicUrl}/`

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-security-policy', identityPageCsp(deps.publicUrl))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)

  const languageOf = (request: FastifyRequest, interaction: Interaction | undefined, picked: unknown) =>
    pageLanguage({
      picked,
      uiLocales: interaction?.params.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    })

  /** A dead end: the problem page (an expired sign-in, or a step this sign-in is not at). */
  const problem = (reply: FastifyReply, lang: Language, message: 'expired' | 'error') =>
    page(reply, 400, renderProblem({ lang, brandName: deps.brandName, homeUrl: home, message }))

  /**
   * The interaction this request belongs to, at one of the `prompts` it may be at; else the problem
   * page has been sent and the result is undefined. The interaction is found by its cookie
   * (SameSite=Lax, bound to the path of its uid) and must match the uid in the address.
   */
  const interactionOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    picked: unknown,
    prompts: readonly string[],
  ): Promise<Interaction | undefined> => {
    const params = decode(Params, request.params)
    const interaction = await deps.provider
      .interactionDetails(request.raw, reply.raw)
      .catch((error: unknown) => {
        // SessionNotFound: no cookie, an expired interaction, or a changed session. Anything else is a defect.
        if (error instanceof Error && error.name === 'SessionNotFound') return undefined
        throw error
      })
    if (params === undefined || interaction === undefined || interaction.uid !== params.uid) {
      await problem(reply, languageOf(request, undefined, picked), 'expired')
      return undefined
    }
    if (!prompts.includes(interaction.prompt.name)) {
      await problem(reply, languageOf(request, interaction, picked), 'error')
      return undefined
    }
    return interaction
  }

  /** Hands the result to the provider and sends the browser back to it (to resume the sign-in). */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    { merge }: { readonly merge: boolean },
  ) => {
    const returnTo = await deps.provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    })
    return reply.redirect(returnTo, 303)
  }

  const view = (interaction: Interaction, lang: Language, error?: string) => ({
    lang,
    brandName: deps.brandName,
    base: `${deps.mountPath}/interaction/${interaction.uid}`,
    error,
  })

  return { page, languageOf, interactionOf, finish, view }
}
