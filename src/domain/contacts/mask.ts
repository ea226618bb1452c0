/**
 * How an unrevealed contact value is shown: enough to tell that something is there and of what kind
 * (the email's domain, the phone's country code and last two digits), never enough to use it.
 */
export const maskEmail = (address: string): string => {
  const at = address.lastIndexOf('@')
  if (at <= 0) return '****'
  return `${address[0]}****${address.slice(at)}`
}

export const maskPhone = (e164: string): string => {
  const digits = e164.replace(/\D/g, '')
  if (digits.length < 6) return '+** ****'
  // The country code is 1–3 digits; show at most 2 of the leading digits and the last 2.
  return `+${digits.slice(0, 2)} **** **${digits.slice(-2)}`
}
