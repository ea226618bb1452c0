import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactEraser } from '../../src/application/server/ports/contact-eraser.port.ts'
import type { ContactSource } from '../../src/application/server/ports/contact-source.port.ts'
import type { OptOutEmail } from '../../src/domain/opt-out/opt-out-email.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import type { ContactWorld } from './contact-source.contract.ts'
import { aCompany, aPerson, day } from './contact-source.fixture.ts'

export type OpenedContactEraser = {
  readonly source: ContactSource
  readonly eraser: ContactEraser
  close(): Promise<void>
}

const mail = (address: string) => ({ address, status: 'valid' as const, checkedAt: day(2) })

// Each test forgets people of its own, so they run in any order on one store.
const BY_PROFILE = aPerson('grace-hopper', 'Grace Hopper', {
  isDecisionMaker: true,
  emails: [mail('grace@navy.example')],
})
const BY_EMAIL = aPerson('g-hopper-2', 'G. Hopper', { emails: [mail('amazing.grace@home.example')] })
const INVALID_ONLY = aPerson('g-hopper-3', 'Grace H.', {
  emails: [{ address: 'amazing.grace@home.example', status: 'invalid', checkedAt: day(1) }],
})
const STAYS = aPerson('alan-turing', 'Alan Turing', {
  isDecisionMaker: true,
  emails: [mail('alan@navy.example')],
})
// Stored as a source wrote it, in mixed case: the eraser compares without case.
const LOOSE = aPerson('loose-lin', 'Lin Loose', { emails: [mail('Lin@Loose.example')] })
const NO_ADDRESS = aPerson('no-address-nell', 'Nell Noaddress', {})
const NAVY = aCompany('co-navy', 'Navy Labs', 'navy.example', [
  BY_PROFILE,
  BY_EMAIL,
  INVALID_ONLY,
  STAYS,
  NO_ADDRESS,
])

export const ERASER_WORLD: ContactWorld = { companies: [NAVY], loose: [LOOSE] }

const as = (email: string) => email as OptOutEmail
const id = (text: string) => text as ProfileId

/** What every ContactEraser must do to the ContactSource over the same data (DESIGN rule 12). */
export const contactEraserContract = (
  name: string,
  open: (world: ContactWorld) => Promise<OpenedContactEraser>,
) => {
  describe(`ContactEraser contract: ${name}`, () => {
    let opened: OpenedContactEraser | undefined
    const source = () => opened?.source ?? expect.fail('the store did not open')
    const eraser = () => opened?.eraser ?? expect.fail('the store did not open')
    beforeAll(async () => {
      opened = await open(ERASER_WORLD)
    }, 60_000)
    afterAll(() => opened?.close())

    it('forgets the person with the profile id: gone from look-ups, members and counts', async () => {
      const before = await source().counts()
      const dms = await source().members('co-navy', 'decisionMakers', 0, 10)
      expect(dms.people.map((p) => p.profileId)).toContain(BY_PROFILE.profileId)
      expect(
        await eraser().forget({ profileId: BY_PROFILE.profileId, email: as('nobody@else.example') }),
      ).toBe(1)
      expect(await source().person(BY_PROFILE.profileId)).toBeUndefined()
      expect((await source().people([BY_PROFILE.profileId, STAYS.profileId])).size).toBe(1)
      const after = await source().members('co-navy', 'decisionMakers', 0, 10)
      expect(after.people.map((p) => p.profileId)).toEqual([STAYS.profileId])
      expect(after.total).toBe(dms.total - 1)
      expect(await source().counts()).toEqual({ ...before, contacts: before.contacts - 1 })
      // The company stays: it is not the person.
      expect(await source().findCompany({ domain: 'navy.example' })).toMatchObject({ id: 'co-navy' })
    })

    it('forgets everyone holding the address, in any case and whatever its status', async () => {
      const gone = await eraser().forget({
        profileId: id('not-in-the-data'),
        email: as('amazing.grace@home.example'),
      })
      expect(gone).toBe(2)
      expect(await source().person(BY_EMAIL.profileId)).toBeUndefined()
      expect(await source().person(INVALID_ONLY.profileId)).toBeUndefined()
      expect(await source().person(STAYS.profileId)).toMatchObject({ name: 'Alan Turing' })
    })

    it('an address stored in mixed case still matches, and a person without a company goes too', async () => {
      expect(await eraser().forget({ profileId: id('someone-else'), email: as('lin@loose.example') })).toBe(1)
      expect(await source().person(LOOSE.profileId)).toBeUndefined()
    })

    it('with no address (an approved review), forgets the profile only', async () => {
      expect(await eraser().forget({ profileId: NO_ADDRESS.profileId, email: null })).toBe(1)
      expect(await source().person(NO_ADDRESS.profileId)).toBeUndefined()
      expect(await source().person(STAYS.profileId)).toBeDefined()
    })

    it('forgetting nobody answers 0 and changes nothing', async () => {
      const before = await source().counts()
      expect(
        await eraser().forget({ profileId: id('nobody-at-all'), email: as('nobody@nowhere.example') }),
      ).toBe(0)
      expect(await source().counts()).toEqual(before)
      expect(await source().person(STAYS.profileId)).toBeDefined()
    })
  })
}
