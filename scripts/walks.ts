/**
 * npm run walks: what each change walk of docs/architecture.md touches, counted from its recorded
 * example in the git history and from its recipe in today's tree (scripts/change-walks.ts). A listed
 * example file that its commits did not change, or a recipe path missing from the tree, is an error.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  CHANGE_WALKS,
  type ChangeWalk,
  countOf,
  exampleFiles,
  folderOf,
  pathOf,
  type WalkCount,
} from './change-walks.ts'

const changedBy = (root: string, commit: string): string[] =>
  execFileSync('git', ['-C', root, 'show', '--name-only', '--format=', commit], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '')

const inTree = (root: string, commit: string, path: string): boolean => {
  try {
    execFileSync('git', ['-C', root, 'cat-file', '-e', `${commit}:${path}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** What is wrong with a walk's record, if anything: files its commits never changed, paths not in the tree. */
export const problemsOf = (walk: ChangeWalk, root = process.cwd()): string[] => {
  const changed = new Set(walk.example.commits.flatMap((commit) => changedBy(root, commit)))
  const notChanged = walk.example.files.filter((file) => !changed.has(file))
  const missing = walk.now.files.filter((file) =>
    typeof file === 'string' ? !existsSync(join(root, file)) : !existsSync(join(root, folderOf(file.new))),
  )
  const before = `${walk.example.commits[0]}^`
  const notThen = (walk.example.alsoBefore ?? []).filter(
    (file) => !inTree(root, before, typeof file === 'string' ? file : folderOf(file.new)),
  )
  return [
    ...notChanged.map(
      (file) => `${walk.name}: ${file} was not changed by ${walk.example.commits.join(', ')}`,
    ),
    ...notThen.map((file) => `${walk.name}: ${pathOf(file)} was not in the tree at ${before}`),
    ...missing.map((file) => `${walk.name}: ${pathOf(file)} is not in today's tree`),
  ]
}

const line = (label: string, count: WalkCount) =>
  `  ${label.padEnd(8)} ${String(count.files).padStart(3)} files in ${String(count.folders).padStart(2)} folders` +
  `  (code ${count.byRole.code}, tests ${count.byRole.test}, words ${count.byRole.i18n}, docs ${count.byRole.doc})`

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = CHANGE_WALKS.flatMap((walk) => problemsOf(walk))
  for (const walk of CHANGE_WALKS) {
    console.log(`\n${walk.name}`)
    console.log(`${line('example', countOf(exampleFiles(walk)))}  ${walk.example.commits.join(' ')}`)
    console.log(line('now', countOf(walk.now.files.map(pathOf))))
    if (process.argv.includes('--files'))
      for (const file of walk.now.files)
        console.log(`    ${typeof file === 'string' ? file : `${file.new} (new)`}`)
  }
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`)
    process.exitCode = 1
  }
}
