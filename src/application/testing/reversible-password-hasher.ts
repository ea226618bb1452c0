import type { PasswordHasher } from '../server/ports/password-hasher.port.ts'

/** For tests only: instant and readable ("hashed:<password>"), and counts its hashes. */
export const reversiblePasswordHasher = (): PasswordHasher & { readonly hashed: string[] } => {
  const hashed: string[] = []
  return {
    hashed,
    hash: async (password) => {
      hashed.push(password)
      return `hashed:${password}`
    },
    verify: async (password, hash) => hash === `hashed:${password}`,
  }
}
