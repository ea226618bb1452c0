import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider'
import { identityPageCsp } from './identity-page-layout.ts'
import { renderProblem, renderSignedOut, renderSigningOut, renderSignOut } from './identity-pages.ts'
import { pageLanguage } from './page-language.ts'

/**
 * The pages oidc-provider renders itself (errors it cannot send back to the client, the sign-out
 * question and its answer), in the product's look and language, under the same CSP as the others.
 */
const provedBy = (ctx: KoaContextWithOIDC): boolean => {
  const hint = ctx.oidc?.entities?.IdTokenHint as { payload?: { sub?: unknown } } | undefined
  const accountId = ctx.oidc?.session?.accountId
  return typeof hint?.payload?.sub === 'string' && accountId !== undefined && hint.payload.sub === accountId
}

export const providerPages = ({ publicUrl, brandName }: { publicUrl: string; brandName: string }) => {
  const home = `${publicUrl}/`
  const languageOf = (ctx: KoaContextWithOIDC) =>
    pageLanguage({ uiLocales: ctx.oidc?.params?.ui_locales, acceptLanguage: ctx.get('accept-language') })
  const send = (ctx: KoaContextWithOIDC, html: string, autoSubmit = false) => {
    ctx.type = 'html'
    ctx.set('content-security-policy', identityPageCsp(publicUrl, { autoSubmit }))
    ctx.set('cache-control', 'no-store')
    ctx.body = html
  }
  return {
    error: async (ctx: KoaContextWithOIDC, out: ErrorOut) => {
      const reference = [out.error, out.error_description].filter(Boolean).join(': ')
      send(ctx, renderProblem({ lang: languageOf(ctx), brandName, homeUrl: home, reference }))
    },
    // OpenID RP-Initiated Logout lets the provider skip the question when the client sends an
    // id_token_hint: oidc-provider has checked its signature, issuer and audience (the client) by now;
    // it must also name the account this browser is signed in as. Anything else still asks.
    signOut: async (ctx: KoaContextWithOIDC, form: string) => {
      const view = { lang: languageOf(ctx), brandName, form }
      return provedBy(ctx) ? send(ctx, renderSigningOut(view), true) : send(ctx, renderSignOut(view))
    },
    signedOut: async (ctx: KoaContextWithOIDC) =>
      send(ctx, renderSignedOut({ lang: languageOf(ctx), brandName, homeUrl: home })),
  }
}
