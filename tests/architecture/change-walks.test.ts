import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHANGE_WALKS, countOf, exampleFiles, pathOf } from '../../scripts/change-walks.ts'
import { problemsOf } from '../../scripts/walks.ts'

// docs/architecture.md quotes these walks' figures (npm run walks): each record must stay true, each
// example to the history and each "now" recipe to today's tree, or the figures mean nothing.
const root = resolve(import.meta.dirname, '../..')

describe('the change walks of docs/architecture.md', () => {
  it('has the four walks, each with an example and a recipe for today', () => {
    expect(CHANGE_WALKS.map((walk) => walk.name)).toEqual([
      'an admin list page',
      'one new call on an existing page',
      'a new credit kind',
      'a new payment provider',
    ])
    for (const walk of CHANGE_WALKS) {
      expect(exampleFiles(walk).length, walk.name).toBeGreaterThan(0)
      expect(walk.now.files.length, walk.name).toBeGreaterThan(0)
    }
  })

  it.each(CHANGE_WALKS.map((walk) => [walk.name, walk] as const))(
    '%s: every example file is one its commits changed (or was there before), every recipe path is in the tree',
    (_, walk) => {
      expect(problemsOf(walk, root)).toEqual([])
    },
  )

  it('a file listed twice in a walk counts once; folders are counted by path', () => {
    expect(countOf(['src/a/x.ts', 'src/a/x.ts', 'src/a/y.test.ts', 'docs/z.md'])).toEqual({
      files: 3,
      folders: 2,
      byRole: { code: 1, test: 1, doc: 1, i18n: 0 },
    })
    expect(pathOf({ new: 'src/a/n.ts' })).toBe('src/a/n.ts')
  })
})
