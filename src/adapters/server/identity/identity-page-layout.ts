import { createHash } from 'node:crypto'
import type { Language } from '../../../domain/preferences/language.ts'

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Fills `{name}` placeholders with escaped values; the template itself is ours and trusted. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) => escapeHtml(values[name] ?? whole))

// The product's look: the sandbox checkout's card and colours. No script at all, and styles only from
// this block, whose hash the pages' CSP names.
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2933}
main{max-width:24rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
header{display:flex;justify-content:space-between;align-items:center;margin:0 0 1.5rem}
.brand{font-weight:700;color:#4f39f6}.lang{font-size:.875rem;color:#52606d}
h1{font-size:1.25rem;margin:0 0 .25rem}.sub{color:#52606d;margin:0 0 1.5rem}
.error{background:#fde8e8;border:1px solid #e12d39;color:#8a041a;border-radius:8px;padding:.75rem;margin:0 0 1rem}
label{display:block;font-weight:500;margin:0 0 1rem}.hint,.optional{font-weight:400;font-size:.8rem;color:#616e7c}
input[type=text],input[type=password],input[type=email]{display:block;box-sizing:border-box;width:100%;margin-top:.35rem;font:inherit;padding:.55rem .7rem;border:1px solid #cbd2d9;border-radius:8px}
input:focus{outline:2px solid #4f39f6;outline-offset:1px}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #4f39f6;cursor:pointer;text-decoration:none;display:inline-block;box-sizing:border-box;text-align:center}
.primary{background:#4f39f6;color:#fff;width:100%}.secondary{background:#fff;color:#4f39f6;width:100%;margin-top:.5rem}
form{margin:0}ul{padding-left:1.25rem;margin:0 0 1.5rem}li{margin:.25rem 0}
.alt{margin:1.5rem 0 0;text-align:center;color:#52606d}.alt a{color:#4f39f6;font-weight:600}
.ref{margin-top:1.5rem;font-size:.8rem;color:#616e7c;word-break:break-all}`

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/**
 * The one script a provider page may run: the sign-out page submits its own form when the app that
 * asked proved who it signs out (a valid id_token_hint for this session's account).
 */
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit()"
const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT_SCRIPT).digest('base64')}'`

/**
 * The CSP of every provider page: no script (the sign-out page that submits itself: that script only,
 * by hash), this style only, forms only to the service itself.
 */
export const identityPageCsp = (publicUrl: string, options: { readonly autoSubmit?: boolean } = {}): string =>
  `default-src 'none'; ${options.autoSubmit === true ? `script-src ${AUTO_SUBMIT_HASH}; ` : ''}style-src ${STYLE_HASH}; img-src 'self'; form-action 'self' ${new URL(publicUrl).origin}; ` +
  "frame-ancestors 'none'; base-uri 'none'"

export type PageFrame = {
  readonly lang: Language
  readonly brandName: string
  readonly title: string
  /** The other language's link, where the page can be shown again in it. */
  readonly otherLanguage?: { readonly href: string; readonly label: string; readonly lang: Language }
  /** Trusted HTML: built from escaped parts. */
  readonly body: string
  /** Runs AUTO_SUBMIT_SCRIPT once the page is read (the CSP must allow it). */
  readonly autoSubmit?: boolean
}

/** The card every provider page sits in. */
export const renderPage = (frame: PageFrame): string => {
  const other = frame.otherLanguage
  const link =
    other === undefined
      ? ''
      : `<a class="lang" href="${escapeHtml(other.href)}" hreflang="${other.lang}" lang="${other.lang}">${escapeHtml(other.label)}</a>`
  return `<!doctype html>
<html lang="${frame.lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(frame.title)} · ${escapeHtml(frame.brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><span class="brand">${escapeHtml(frame.brandName)}</span>${link}</header>
${frame.body}
</main>
${frame.autoSubmit === true ? `<script>${AUTO_SUBMIT_SCRIPT}</script>\n` : ''}</body>
</html>
`
}
