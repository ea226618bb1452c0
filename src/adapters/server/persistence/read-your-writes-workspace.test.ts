import { describe, expect, it } from 'vitest'
import type { ContactAccessRepository } from '../../../application/server/ports/contact-access.repository.port.ts'
import type { ContactsWorkspace } from '../../../application/server/ports/contacts-workspace.port.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { markingReveals } from './marking-reveals.ts'
import { ReadYourWritesWorkspace } from './read-your-writes-workspace.ts'
import { MemoryRecentWriters } from './recent-writers.ts'

// Which side answered: each fake names itself in the lists it gives.
const side = (name: string, calls: string[]): ContactsWorkspace => {
  const unused = () => expect.fail(`${name}: not used by this test`)
  return {
    lists: async () => [{ id: name, name, createdAt: instant(0), size: 0 }],
    page: unused,
    held: unused,
    createList: async () => {
      calls.push(`${name}.createList`)
      return true
    },
    renameList: async () => {
      calls.push(`${name}.renameList`)
      throw new Error('lost the connection')
    },
    deleteList: unused,
    addToList: unused,
    removeFromList: unused,
    markReverifyRequested: unused,
  }
}

const setUp = () => {
  let now = 1_000_000
  const writers = new MemoryRecentWriters(4_000, () => now)
  const calls: string[] = []
  const workspace = new ReadYourWritesWorkspace(side('primary', calls), side('replica', calls), writers)
  const readFrom = async (user: string) => (await workspace.lists(user))[0]?.name
  return { workspace, writers, calls, readFrom, later: (ms: number) => (now += ms) }
}
const list = { id: 'l1', name: 'Prospects', at: instant(0) }

describe('the Contacts page with a read replica (issue 32 §4)', () => {
  it('reads the replica for a user who changed nothing', async () => {
    const { readFrom } = setUp()
    expect(await readFrom('ann')).toBe('replica')
  })

  it("writes to the primary, and reads that user's data from the primary for the window, then the replica", async () => {
    const { workspace, calls, readFrom, later } = setUp()
    await workspace.createList('ann', list)
    expect(calls).toEqual(['primary.createList'])
    expect(await readFrom('ann')).toBe('primary')
    expect(await readFrom('bob')).toBe('replica')
    later(3_999)
    expect(await readFrom('ann')).toBe('primary')
    later(1)
    expect(await readFrom('ann')).toBe('replica')
  })

  it('marks a write that failed too (it may have committed before the connection broke)', async () => {
    const { workspace, readFrom } = setUp()
    await expect(workspace.renameList('ann', 'l1', 'New')).rejects.toThrow('lost the connection')
    expect(await readFrom('ann')).toBe('primary')
  })

  it('marks a reveal and a list of reveals, whatever their outcome', async () => {
    const { writers, readFrom } = setUp()
    const access = markingReveals(
      {
        reveal: async () => 'revealed',
        revealMany: async () => {
          throw new Error('refused')
        },
      } as unknown as ContactAccessRepository,
      writers,
    )
    await access.reveal('ann', 'p1' as never, () => expect.fail('decided by the fake'))
    expect(await readFrom('ann')).toBe('primary')
    await expect(access.revealMany('bob', [], () => expect.fail('decided by the fake'))).rejects.toThrow()
    expect(await readFrom('bob')).toBe('primary')
    expect(await readFrom('cat')).toBe('replica')
  })
})
