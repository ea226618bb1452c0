import type { Brand } from '../shared/brand.ts'

/**
 * What the requester says they are to the person ("it is me", "their assistant"): shown to the admin
 * who decides a request the person cannot confirm themselves. One line of plain text.
 */
export type RequesterRelationship = Brand<string, 'RequesterRelationship'>

export const RELATIONSHIP_MAX_LENGTH = 200

export type InvalidRelationship = {
  readonly _tag: 'InvalidRelationship'
  readonly code: 'OPT_OUT_RELATIONSHIP_INVALID'
}
export const invalidRelationship: InvalidRelationship = {
  _tag: 'InvalidRelationship',
  code: 'OPT_OUT_RELATIONSHIP_INVALID',
}

/** Inner runs of white space (line breaks included) become one space; control characters are refused. */
export const normaliseRelationship = (input: string): RequesterRelationship | InvalidRelationship => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(input)) return invalidRelationship
  const text = input.replace(/\s+/g, ' ').trim()
  return text.length === 0 || [...text].length > RELATIONSHIP_MAX_LENGTH
    ? invalidRelationship
    : (text as RequesterRelationship)
}
