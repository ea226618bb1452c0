import type { NameParts } from './person-name.ts'

/**
 * How organisations build a local part from a name, the forms peers (Hunter, Apollo) learn, in the
 * order of how common they are when nothing is known about a domain.
 */
export const EMAIL_PATTERNS = [
  'first.last',
  'first',
  'flast',
  'firstlast',
  'f.last',
  'first_last',
  'last.first',
  'firstl',
  'last',
  'lastf',
  'first-last',
  'lastfirst',
  'last_first',
  'first.l',
  'f_last',
] as const
export type EmailPattern = (typeof EMAIL_PATTERNS)[number]

const initial = (parts: readonly string[]) => parts[0]?.[0] ?? ''

/** The local part a pattern makes from a name: `first.last` of Jean-Luc Picard is `jeanluc.picard`. */
export const renderPattern = (pattern: EmailPattern, name: NameParts): string => {
  const first = name.first.join('')
  const last = name.last.join('')
  const f = initial(name.first)
  const l = initial(name.last)
  switch (pattern) {
    case 'first.last':
      return `${first}.${last}`
    case 'first':
      return first
    case 'flast':
      return `${f}${last}`
    case 'firstlast':
      return `${first}${last}`
    case 'f.last':
      return `${f}.${last}`
    case 'first_last':
      return `${first}_${last}`
    case 'last.first':
      return `${last}.${first}`
    case 'firstl':
      return `${first}${l}`
    case 'last':
      return last
    case 'lastf':
      return `${last}${f}`
    case 'first-last':
      return `${first}-${last}`
    case 'lastfirst':
      return `${last}${first}`
    case 'last_first':
      return `${last}_${first}`
    case 'first.l':
      return `${first}.${l}`
    case 'f_last':
      return `${f}_${last}`
  }
}

/** The patterns that make `localPart` from `name` (several when parts are short or repeat). */
export const patternsOf = (name: NameParts, localPart: string): EmailPattern[] =>
  EMAIL_PATTERNS.filter((pattern) => renderPattern(pattern, name) === localPart.toLowerCase())
