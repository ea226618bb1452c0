import { describe, expect, it } from 'vitest'
import { scryptPasswordHasher } from './scrypt-password-hasher.ts'

// A cheap cost keeps the test fast; the format, salt and comparison are what is tested.
const hasher = scryptPasswordHasher({ N: 1024, r: 8, p: 1 })

describe('scrypt password hasher', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hasher.hash('correct horse')
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await hasher.verify('correct horse', hash)).toBe(true)
    expect(await hasher.verify('correct horse ', hash)).toBe(false)
    expect(await hasher.verify('', hash)).toBe(false)
  })

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'))
  })

  it('verifies a hash made with another cost (the cost travels with the hash)', async () => {
    const old = await scryptPasswordHasher({ N: 2048, r: 4, p: 1 }).hash('old password')
    expect(await hasher.verify('old password', old)).toBe(true)
  })

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await hasher.verify('x', 'bcrypt$whatever')).toBe(false)
    expect(await hasher.verify('x', 'scrypt$a$b$c$d$e')).toBe(false)
  })

  it('treats a password in composed and decomposed Unicode as the same', async () => {
    const hash = await hasher.hash('caf\u00e9 au lait')
    expect(await hasher.verify('cafe\u0301 au lait', hash)).toBe(true)
  })
})
