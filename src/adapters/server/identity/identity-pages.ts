import type { Language } from '../../../domain/preferences/language.ts'
import { escapeHtml, fill, renderPage } from './identity-page-layout.ts'
import { IDENTITY_TEXTS } from './identity-page-texts.ts'

const otherOf = (lang: Language): Language => (lang === 'en' ? 'zh' : 'en')

export type InteractionView = {
  readonly lang: Language
  readonly brandName: string
  /** `/oidc/interaction/<uid>`: the forms post below it. */
  readonly base: string
  /** A message for the person (already in `lang`), shown above the form. */
  readonly error?: string | undefined
}

const errorBlock = (error: string | undefined) =>
  error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`

const hiddenLang = (lang: Language) => `<input type="hidden" name="lang" value="${lang}">`

const cancelForm = (view: InteractionView, label: string) =>
  `<form method="post" action="${escapeHtml(view.base)}/abort">${hiddenLang(view.lang)}<button type="submit" class="secondary">${escapeHtml(label)}</button></form>`

const languageLink = (view: InteractionView, path: string) => {
  const lang = otherOf(view.lang)
  return { href: `${view.base}${path}?lang=${lang}`, label: IDENTITY_TEXTS[lang].languageName, lang }
}

const field = (label: string, input: string, hint?: string) =>
  `<label>${escapeHtml(label)}${hint === undefined ? '' : ` <span class="hint">${escapeHtml(hint)}</span>`}${input}</label>`

export const renderSignIn = (view: InteractionView & { readonly username?: string }): string => {
  const t = IDENTITY_TEXTS[view.lang]
  const brand = { brand: view.brandName }
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.signInTitle,
    otherLanguage: languageLink(view, '/login'),
    body: `<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="sub">${fill(t.signInSubtitle, brand)}</p>
${errorBlock(view.error)}<form method="post" action="${escapeHtml(view.base)}/login">${hiddenLang(view.lang)}
${field(t.username, `<input type="text" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(view.username ?? '')}" autofocus>`)}
${field(t.password, '<input type="password" name="password" autocomplete="current-password" required>')}
<button type="submit" class="primary">${escapeHtml(t.signIn)}</button>
</form>
${cancelForm(view, t.cancel)}
<p class="alt">${escapeHtml(t.noAccount)} <a href="${escapeHtml(`${view.base}/signup?lang=${view.lang}`)}">${escapeHtml(t.createAccount)}</a></p>`,
  })
}

export const renderSignUp = (
  view: InteractionView & { readonly username?: string; readonly email?: string },
): string => {
  const t = IDENTITY_TEXTS[view.lang]
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.signUpTitle,
    otherLanguage: languageLink(view, '/signup'),
    body: `<h1>${escapeHtml(t.signUpTitle)}</h1>
<p class="sub">${fill(t.signUpSubtitle, { brand: view.brandName })}</p>
${errorBlock(view.error)}<form method="post" action="${escapeHtml(view.base)}/signup">${hiddenLang(view.lang)}
${field(t.username, `<input type="text" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required minlength="3" maxlength="32" value="${escapeHtml(view.username ?? '')}" autofocus>`, t.usernameHint)}
${field(t.email, `<input type="email" name="email" autocomplete="email" value="${escapeHtml(view.email ?? '')}">`, t.emailOptional)}
${field(t.password, '<input type="password" name="password" autocomplete="new-password" required minlength="8">', t.passwordHint)}
<button type="submit" class="primary">${escapeHtml(t.signUp)}</button>
</form>
${cancelForm(view, t.cancel)}
<p class="alt">${escapeHtml(t.haveAccount)} <a href="${escapeHtml(`${view.base}/login?lang=${view.lang}`)}">${escapeHtml(t.signInInstead)}</a></p>`,
  })
}

export const renderConsent = (
  view: InteractionView & { readonly scopes: readonly string[]; readonly username: string },
): string => {
  const t = IDENTITY_TEXTS[view.lang]
  const brand = { brand: view.brandName }
  const items = view.scopes
    .map(
      (scope) =>
        `<li>${t.scopes[scope] === undefined ? escapeHtml(scope) : fill(t.scopes[scope], brand)}</li>`,
    )
    .join('')
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.consentTitle,
    otherLanguage: languageLink(view, ''),
    body: `<h1>${escapeHtml(t.consentTitle)}</h1>
<p class="sub">${fill(t.signedInAs, { name: view.username })}</p>
${errorBlock(view.error)}<p>${fill(t.consentIntro, brand)}</p>
<ul>${items}</ul>
<form method="post" action="${escapeHtml(view.base)}/confirm">${hiddenLang(view.lang)}<button type="submit" class="primary">${escapeHtml(t.allow)}</button></form>
${cancelForm(view, t.cancel)}`,
  })
}

/** A dead end (an expired page, a bad request that cannot go back to the client): say so, link home. */
export const renderProblem = (view: {
  readonly lang: Language
  readonly brandName: string
  readonly homeUrl: string
  readonly message?: 'expired' | 'error'
  /** The provider's error code and description, shown small for whoever reports it. */
  readonly reference?: string | undefined
}): string => {
  const t = IDENTITY_TEXTS[view.lang]
  const brand = { brand: view.brandName }
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.errorTitle,
    body: `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="sub">${fill(view.message === 'expired' ? t.sessionExpired : t.errorIntro, brand)}</p>
<a class="button primary" href="${escapeHtml(view.homeUrl)}">${fill(t.backHome, brand)}</a>
${view.reference === undefined ? '' : `<p class="ref">${escapeHtml(view.reference)}</p>`}`,
  })
}

/** RP-initiated logout's question; `form` is oidc-provider's (it carries the xsrf token). */
export const renderSignOut = (view: {
  readonly lang: Language
  readonly brandName: string
  readonly form: string
}) => {
  const t = IDENTITY_TEXTS[view.lang]
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.signOutTitle,
    body: `<h1>${escapeHtml(t.signOutTitle)}</h1>
<p class="sub">${fill(t.signOutQuestion, { brand: view.brandName })}</p>
${view.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" autofocus>${escapeHtml(t.signOutYes)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.signOutNo)}</button>`,
  })
}

/**
 * The app that asked proved who it signs out (its ID token for this session's account): no question,
 * the form is sent at once, asking to end the whole session. Without script, its one button sends it.
 */
export const renderSigningOut = (view: {
  readonly lang: Language
  readonly brandName: string
  readonly form: string
}) => {
  const t = IDENTITY_TEXTS[view.lang]
  const form = view.form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.signOutTitle,
    autoSubmit: true,
    body: `<h1>${escapeHtml(t.signOutTitle)}</h1>
<p class="sub">${fill(t.signingOut, { brand: view.brandName })}</p>
${form}
<button type="submit" form="op.logoutForm" class="primary">${escapeHtml(t.signOutYes)}</button>`,
  })
}

export const renderSignedOut = (view: {
  readonly lang: Language
  readonly brandName: string
  readonly homeUrl: string
}) => {
  const t = IDENTITY_TEXTS[view.lang]
  const brand = { brand: view.brandName }
  return renderPage({
    lang: view.lang,
    brandName: view.brandName,
    title: t.signedOutTitle,
    body: `<h1>${escapeHtml(t.signedOutTitle)}</h1>
<p class="sub">${fill(t.signedOut, brand)}</p>
<a class="button primary" href="${escapeHtml(view.homeUrl)}">${fill(t.backHome, brand)}</a>`,
  })
}
