import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CustomApiLimitRepository } from '../../src/application/server/ports/custom-api-limit.repository.port.ts'
import type { UserProfile } from '../../src/application/server/ports/user.repository.port.ts'

export type CustomApiLimitFixture = {
  readonly repo: CustomApiLimitRepository
  readonly addUser: (profile: UserProfile) => Promise<void>
  readonly close: () => Promise<void>
}

const user = (id: string): UserProfile => ({ id, username: id, email: null, avatar: null, isAdmin: false })

/** What every CustomApiLimitRepository must do, on every database and in memory (DESIGN rule 12). */
export const customApiLimitRepositoryContract = (
  name: string,
  open: () => Promise<CustomApiLimitFixture>,
) => {
  describe(`CustomApiLimitRepository contract: ${name}`, () => {
    let f: CustomApiLimitFixture
    beforeAll(async () => {
      f = await open()
      for (const id of ['ada', 'bob', 'cy']) await f.addUser(user(id))
    })
    afterAll(() => f?.close())

    it('a user has no limit until one is set; each set answers the one it replaced', async () => {
      expect(await f.repo.find('ada')).toBeNull()
      expect(await f.repo.set('ada', 3000)).toBeNull()
      expect(await f.repo.find('ada')).toBe(3000)
      expect(await f.repo.set('ada', 250)).toBe(3000)
      expect(await f.repo.find('ada')).toBe(250)
      expect(await f.repo.find('bob'), 'another user is untouched').toBeNull()
    })

    it('clearing removes the limit, and clearing again changes nothing', async () => {
      await f.repo.set('bob', 900)
      expect(await f.repo.set('bob', null)).toBe(900)
      expect(await f.repo.find('bob')).toBeNull()
      expect(await f.repo.set('bob', null)).toBeNull()
    })

    it('refuses a limit of 0 or less, and a user that does not exist', async () => {
      await expect(f.repo.set('cy', 0)).rejects.toThrow()
      await expect(f.repo.set('nobody', 10)).rejects.toThrow()
      expect(await f.repo.find('cy')).toBeNull()
    })
  })
}
