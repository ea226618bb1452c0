import { hostnameOf } from '../../../domain/companies/hostname.ts'

// The keys the tables are searched by. Writer and reader normalise the same way, so a lookup finds
// what an import stored however either was typed.

/** Lower case, no scheme, port, path or leading "www."; undefined when the text is no hostname. */
export const normaliseDomain = (text: string): string | undefined => hostnameOf(text)

/** Trimmed, inner whitespace collapsed: names are compared and prefix-searched in this form. */
export const normaliseName = (text: string): string => text.trim().replace(/\s+/gu, ' ')

/** `text` as a LIKE prefix pattern: its wildcards (and the escape character) match only themselves. */
export const likePrefix = (text: string): string => `${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`
