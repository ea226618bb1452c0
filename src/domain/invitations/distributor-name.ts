// The spec only marks the name required; 100 characters fits any company or person name on one table row.
export const DISTRIBUTOR_NAME_MAX_LENGTH = 100

export const DISTRIBUTOR_NAME_ERROR_CODES = [
  'DISTRIBUTOR_NAME_REQUIRED',
  'DISTRIBUTOR_NAME_TOO_LONG',
] as const

export type InvalidDistributorName = {
  readonly _tag: 'InvalidDistributorName'
  readonly code: (typeof DISTRIBUTOR_NAME_ERROR_CODES)[number]
}

/** Trimmed, inner runs of whitespace collapsed; length counted in characters so Chinese names count fairly. */
export const validateDistributorName = (input: string): string | InvalidDistributorName => {
  const name = input.trim().replace(/\s+/gu, ' ')
  if (name === '') return { _tag: 'InvalidDistributorName', code: 'DISTRIBUTOR_NAME_REQUIRED' }
  if ([...name].length > DISTRIBUTOR_NAME_MAX_LENGTH)
    return { _tag: 'InvalidDistributorName', code: 'DISTRIBUTOR_NAME_TOO_LONG' }
  return name
}
