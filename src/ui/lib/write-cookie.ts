/**
 * Saves one cookie, given as a `document.cookie` assignment (`name=value; path=/; max-age=…`): the one
 * place that writes `document.cookie`. The Cookie Store API the linter points to instead is asynchronous
 * and newer than browsers this site still serves (Safari before 18.4 has none).
 */
export const writeCookie = (cookie: string): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the synchronous write every browser has (see above)
  document.cookie = cookie
}
