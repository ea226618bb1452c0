import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider'
import { identityPageCsp } from './identity-page-layout.ts'
import { renderProblem, renderSignedOut, renderSignOut } from './identity-pages.ts'
import { pageLanguage } from './page-language.ts'

/**
 * The pages oidc-provider renders itself (errors it cannot send back to the client, the sign-out
 * question and its answer), in the product's look and language, under the same CSP as the others.
 */
export const providerPages = ({ publicUrl, brandName }: { publicUrl: string; brandName: string }) => {
  const home = `${publicUrl}/`
  const languageOf = (ctx: KoaContextWithOIDC) =>
    pageLanguage({ uiLocales: ctx.oidc?.params?.ui_locales, acceptLanguage: ctx.get('accept-language') })
  const send = (ctx: KoaContextWithOIDC, html: string) => {
    ctx.type = 'html'
    ctx.set('content-security-policy', identityPageCsp(publicUrl))
    ctx.set('cache-control', 'no-store')
    ctx.body = html
  }
  return {
    error: async (ctx: KoaContextWithOIDC, out: ErrorOut) => {
      const reference = [out.error, out.error_description].filter(Boolean).join(': ')
      send(ctx, renderProblem({ lang: languageOf(ctx), brandName, homeUrl: home, reference }))
    },
    signOut: async (ctx: KoaContextWithOIDC, form: string) =>
      send(ctx, renderSignOut({ lang: languageOf(ctx), brandName, form })),
    signedOut: async (ctx: KoaContextWithOIDC) =>
      send(ctx, renderSignedOut({ lang: languageOf(ctx), brandName, homeUrl: home })),
  }
}
