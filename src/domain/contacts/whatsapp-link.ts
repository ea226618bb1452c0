/**
 * SPEC §7: a messaging link opens the chat app with a phone number. WhatsApp's click-to-chat address
 * takes the full international number as digits only (no '+', spaces or dashes); null when a value has
 * too few digits to be a number at all.
 */
export const whatsappLink = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '')
  return digits.length < 6 ? null : `https://wa.me/${digits}`
}
