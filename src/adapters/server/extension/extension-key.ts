import { createHash } from 'node:crypto'

/**
 * The extension's public key (the manifest's `key`), which fixes its id: the identity provider must know
 * the id in advance, as the redirect address `chrome-extension://<id>/sign-in.html`. Only the public half
 * is kept; an unpacked or zipped build needs no private key (a store listing would sign its own).
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoD3l5qU+QzNDbVtJKUZtlpgvjcQbUZM29qtTOXH66BnHBdBKUeA3bcjBF34qU4s1hScTYsz6edtpR+/ikwC1WUrauQj0WZkE32t+DqB1ZcCFxPGuLORc5IwzeNsfl2cMsTQkayBLUtkDqFPBVvxwWfK/DN+eDg3sqOxcKCd3ed00Y47qdOP/aBKbU5nzU2/d1oTtWgdJb8z5S1uJUhjYqlfJYF3XvRaStiBPbRHt1nQbFwC+u3CSSdCe0+hUAVC6pfDRJSjOdXGtz08iYzrRLSIQCc9D1mvxE2+Z3b1kXD3fsg58mQtIGrwoY/2kk9PHoaUVgGiZTZpsJF5LFGIelQIDAQAB'

/** Chromium's rule: the first 128 bits of the key's SHA-256, each hex digit 0–f written as a letter a–p. */
export const extensionIdOf = (publicKeyBase64: string): string =>
  [...createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('')

export const EXTENSION_ID = extensionIdOf(EXTENSION_PUBLIC_KEY)
