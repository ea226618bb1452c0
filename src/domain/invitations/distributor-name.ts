// The spec only marks the name required; 100 characters fits any company or person name on one table row.
export const DISTRIBUTOR_NAME_MAX_LENGTH = 100

export type InvalidDistributorName = {
  readonly _tag: 'InvalidDistributorName'
  readonly code: 'DISTRIBUTOR_NAME_REQUIRED' | 'DISTRIBUTOR_NAME_TOO_LONG'
  readonly messageKey: 'invitation.distributor.name_required' | 'invitation.distributor.name_too_long'
}

export const DISTRIBUTOR_NAME_MESSAGE_KEYS = [
  'invitation.distributor.name_required',
  'invitation.distributor.name_too_long',
] as const

/** Trimmed, inner runs of whitespace collapsed; length counted in characters so Chinese names count fairly. */
export const validateDistributorName = (input: string): string | InvalidDistributorName => {
  const name = input.trim().replace(/\s+/gu, ' ')
  if (name === '')
    return {
      _tag: 'InvalidDistributorName',
      code: 'DISTRIBUTOR_NAME_REQUIRED',
      messageKey: 'invitation.distributor.name_required',
    }
  if ([...name].length > DISTRIBUTOR_NAME_MAX_LENGTH)
    return {
      _tag: 'InvalidDistributorName',
      code: 'DISTRIBUTOR_NAME_TOO_LONG',
      messageKey: 'invitation.distributor.name_too_long',
    }
  return name
}
