import { Schema } from 'effect'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { InteractionResults } from 'oidc-provider'
import type { Language } from '../../../domain/preferences/language.ts'
import { IDENTITY_TEXTS } from './identity-page-texts.ts'
import { renderConsent, renderSignIn, renderSignUp } from './identity-pages.ts'
import { grantConsent, requestedScopes } from './interaction-consent.ts'
import { decode, type Interaction, type InteractionDeps, interactionContext } from './interaction-context.ts'
import { CREATE_PROMPT } from './oidc-provider-config.ts'
import { NO_THROTTLE } from './sign-in-throttle.ts'

// Form fields are bounded here; their rules (length, characters) are the domain's.
const Field = Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000)))
const LangOnly = Schema.Struct({ lang: Schema.optionalKey(Field) })
const LoginForm = Schema.Struct({ username: Field, password: Field, lang: Schema.optionalKey(Field) })
const SignUpForm = Schema.Struct({
  username: Field,
  password: Field,
  email: Schema.optionalKey(Field),
  lang: Schema.optionalKey(Field),
})

const LOGIN = ['login', CREATE_PROMPT] as const
const CONSENT = ['consent'] as const

/** A sign-in or sign-up also answers `prompt=create`, so the provider does not ask for it again. */
const signedInAs = (interaction: Interaction, accountId: string): InteractionResults => ({
  login: { accountId },
  ...(interaction.prompt.name === CREATE_PROMPT ? { [CREATE_PROMPT]: { accountId } } : {}),
})

/**
 * The product's own sign-in, sign-up and consent pages for oidc-provider's interactions, at
 * `/oidc/interaction/:uid`: GET shows the step the sign-in is at; forms post to login, signup, confirm
 * and abort below it. A form of another sign-in, or one posted from another site (which carries no
 * cookie), ends on the expired page: the interaction's cookie and uid are the CSRF defence.
 */
export const interactionRoutes = async (app: FastifyInstance, deps: InteractionDeps) => {
  const { page, languageOf, interactionOf, finish, view } = interactionContext(deps)
  const throttle = deps.throttle ?? NO_THROTTLE

  // The product's own client is granted what it asks at once, unless it asks for the page
  // (prompt=consent); documented in docs/operations.md.
  const autoConsent = (interaction: Interaction) =>
    deps.firstPartyClientIds.includes(String(interaction.params.client_id)) &&
    !interaction.prompt.reasons.includes('consent_prompt')

  const signInPage = (reply: FastifyReply, interaction: Interaction, lang: Language) => {
    const hint = interaction.params.login_hint
    const username = typeof hint === 'string' ? hint : ''
    return page(reply, 200, renderSignIn({ ...view(interaction, lang), username }))
  }

  app.get('/oidc/interaction/:uid', async (request, reply) => {
    const picked = decode(LangOnly, request.query)?.lang
    const interaction = await interactionOf(request, reply, picked, [...LOGIN, ...CONSENT])
    if (interaction === undefined) return reply
    const lang = languageOf(request, interaction, picked)
    // prompt=create (the site's "Sign up free"): the create-account form, with its link to sign in.
    if (interaction.prompt.name === CREATE_PROMPT)
      return page(reply, 200, renderSignUp(view(interaction, lang)))
    if (interaction.prompt.name === 'login') return signInPage(reply, interaction, lang)
    if (autoConsent(interaction))
      return finish(request, reply, await grantConsent(deps.provider, interaction), { merge: true })
    const accountId = interaction.session?.accountId
    const account = accountId === undefined ? undefined : await deps.findAccount(accountId)
    const scopes = requestedScopes(interaction)
    return page(
      reply,
      200,
      renderConsent({ ...view(interaction, lang), scopes, username: account?.username ?? '' }),
    )
  })

  app.get('/oidc/interaction/:uid/login', async (request, reply) => {
    const picked = decode(LangOnly, request.query)?.lang
    const interaction = await interactionOf(request, reply, picked, LOGIN)
    if (interaction === undefined) return reply
    return signInPage(reply, interaction, languageOf(request, interaction, picked))
  })

  app.get('/oidc/interaction/:uid/signup', async (request, reply) => {
    const picked = decode(LangOnly, request.query)?.lang
    const interaction = await interactionOf(request, reply, picked, LOGIN)
    if (interaction === undefined) return reply
    return page(reply, 200, renderSignUp(view(interaction, languageOf(request, interaction, picked))))
  })

  app.post('/oidc/interaction/:uid/login', async (request, reply) => {
    const form = decode(LoginForm, request.body)
    const interaction = await interactionOf(request, reply, form?.lang, LOGIN)
    if (interaction === undefined) return reply
    const lang = languageOf(request, interaction, form?.lang)
    const username = form?.username ?? ''
    // Refused before the password is even checked: a guesser learns nothing more until the wait ends.
    if (!(await throttle.attempt(request, reply))) {
      const error = IDENTITY_TEXTS[lang].tooManyAttempts
      return page(reply, 429, renderSignIn({ ...view(interaction, lang, error), username }))
    }
    const signedIn = form === undefined ? undefined : await deps.authenticate.execute(form)
    if (signedIn === undefined || '_tag' in signedIn) {
      const error = IDENTITY_TEXTS[lang].wrongPassword
      return page(reply, 401, renderSignIn({ ...view(interaction, lang, error), username }))
    }
    await throttle.succeeded(request)
    return finish(request, reply, signedInAs(interaction, signedIn.id), { merge: false })
  })

  app.post('/oidc/interaction/:uid/signup', async (request, reply) => {
    const form = decode(SignUpForm, request.body)
    const interaction = await interactionOf(request, reply, form?.lang, LOGIN)
    if (interaction === undefined) return reply
    const lang = languageOf(request, interaction, form?.lang)
    const t = IDENTITY_TEXTS[lang]
    const kept = { username: form?.username ?? '', email: form?.email ?? '' }
    if (!(await throttle.attempt(request, reply)))
      return page(reply, 429, renderSignUp({ ...view(interaction, lang, t.tooManyAttempts), ...kept }))
    const created =
      form === undefined
        ? ({ _tag: 'InvalidCredentials', problem: 'username_length' } as const)
        : await deps.signUp.execute(form)
    if ('_tag' in created) {
      const [status, error] =
        created._tag === 'UsernameTaken' ? [409, t.usernameTaken] : [400, t.problems[created.problem]]
      return page(reply, status, renderSignUp({ ...view(interaction, lang, error), ...kept }))
    }
    return finish(request, reply, signedInAs(interaction, created.id), { merge: false })
  })

  app.post('/oidc/interaction/:uid/confirm', async (request, reply) => {
    const interaction = await interactionOf(request, reply, decode(LangOnly, request.body)?.lang, CONSENT)
    if (interaction === undefined) return reply
    return finish(request, reply, await grantConsent(deps.provider, interaction), { merge: true })
  })

  app.post('/oidc/interaction/:uid/abort', async (request, reply) => {
    const picked = decode(LangOnly, request.body)?.lang
    const interaction = await interactionOf(request, reply, picked, [...LOGIN, ...CONSENT])
    if (interaction === undefined) return reply
    const denied = { error: 'access_denied', error_description: 'End-User aborted interaction' }
    return finish(request, reply, denied, { merge: false })
  })
}
