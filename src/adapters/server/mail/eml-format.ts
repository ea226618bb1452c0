import type { SentMail } from '../../../application/server/ports/mail.port.ts'
import { instant } from '../../../domain/shared/instant.ts'

// RFC 5322 messages as .eml files: CRLF line ends, headers in ASCII (RFC 2047 encoded-words for a
// subject in other scripts), a UTF-8 plain-text body. Addresses are written as given (RFC 6532).
const CRLF = '\r\n'
// RFC 5322 §2.1.1: a line is at most 998 octets; longer bodies go as base64, which any reader decodes.
const MAX_LINE_OCTETS = 998
// An encoded-word is at most 75 characters: 45 bytes of UTF-8 make 60 of base64, plus 12 of framing.
const WORD_BYTES = 45

const utf8 = new TextEncoder()
const octets = (text: string) => utf8.encode(text).length
const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text)
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

/** A header value in ASCII: printable ASCII as it is, anything else as folded UTF-8 encoded-words. */
export const encodeHeaderValue = (value: string): string => {
  if (isAscii(value)) return value
  const words: string[] = []
  let chunk = ''
  for (const char of value) {
    if (octets(chunk + char) > WORD_BYTES) {
      words.push(chunk)
      chunk = ''
    }
    chunk += char
  }
  if (chunk !== '') words.push(chunk)
  return words.map((word) => `=?UTF-8?B?${base64(word)}?=`).join(`${CRLF} `)
}

const ENCODED_WORD = /=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi

/** Undoes encodeHeaderValue (whitespace between adjacent encoded-words is not part of the text). */
export const decodeHeaderValue = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(ENCODED_WORD, (_, data: string) => Buffer.from(data, 'base64').toString('utf8'))

// "Tue, 05 May 2026 10:00:00 +0000"; the file name keeps the milliseconds.
const rfc5322Date = (at: number) => new Date(at).toUTCString().replace(/GMT$/, '+0000')

const bodyOf = (text: string): { readonly encoding: '8bit' | 'base64'; readonly body: string } => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  if (lines.every((line) => octets(line) <= MAX_LINE_OCTETS))
    return { encoding: '8bit', body: lines.join(CRLF) }
  const encoded = base64(lines.join(CRLF))
  return { encoding: 'base64', body: encoded.replace(/.{1,76}/g, (line) => `${line}${CRLF}`).trimEnd() }
}

/** The message as an .eml file's text. */
export const formatEml = (mail: SentMail): string => {
  const { encoding, body } = bodyOf(mail.text)
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeaderValue(mail.subject)}`,
    `Date: ${rfc5322Date(mail.sentAt)}`,
    `Message-ID: <${mail.id}@outbox.leadlens>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${encoding}`,
  ]
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}${CRLF}`
}

const headersOf = (head: string): Map<string, string> => {
  const unfolded = head.replace(/\r\n(?=[ \t])/g, '')
  const headers = new Map<string, string>()
  for (const line of unfolded.split(CRLF)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/**
 * Reads back what formatEml wrote (and plain messages like it). `id` is the file's name; `sentAt`
 * falls back to the Date header (whole seconds) when the caller knows no better.
 */
export const parseEml = (text: string, id: string, sentAt?: number): SentMail => {
  const split = text.indexOf(`${CRLF}${CRLF}`)
  const head = split < 0 ? text : text.slice(0, split)
  const rawBody = split < 0 ? '' : text.slice(split + 4)
  const headers = headersOf(head)
  const encoding = (headers.get('content-transfer-encoding') ?? '8bit').toLowerCase()
  // An 8bit body ends with the line end that closes the message; a base64 one carries its own.
  const body =
    encoding === 'base64'
      ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
      : rawBody.replace(/\r\n$/, '')
  const dated = Date.parse(headers.get('date') ?? '')
  return {
    id,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: decodeHeaderValue(headers.get('subject') ?? ''),
    sentAt: instant(sentAt ?? (Number.isFinite(dated) ? dated : 0)),
    text: body.replace(/\r\n/g, '\n'),
  }
}
