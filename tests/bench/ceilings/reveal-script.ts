// Reads reveal.pgbench.sql as pgbench does: SQL commands end at `;` or at a `\gset` meta command, each
// `:name` is a parameter, numbered $1, $2, … in order of appearance (as pgbench -M prepared sends it).
import { readFileSync } from 'node:fs'
import { REVEAL_SCRIPT } from './ceiling-pgbench.ts'

export type ScriptStatement = {
  /** The text as PostgreSQL receives it, whitespace collapsed. */
  readonly text: string
  /** The variable behind each parameter, in order. */
  readonly variables: readonly string[]
}

const VARIABLE = /(?<!:):([A-Za-z_][A-Za-z0-9_]*)/g

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

export const scriptStatements = (script = readFileSync(REVEAL_SCRIPT, 'utf8')): ScriptStatement[] => {
  const statements: ScriptStatement[] = []
  let pending = ''
  const end = (sql: string) => {
    const variables: string[] = []
    const text = sql.replace(VARIABLE, (_, name: string) => {
      variables.push(name)
      return `$${variables.length}`
    })
    statements.push({ text: collapse(text), variables })
    pending = ''
  }
  for (const line of script.split('\n')) {
    if (pending === '' && (line.startsWith('--') || line.startsWith('\\') || line.trim() === '')) continue
    const gset = line.search(/\s\\gset\b/)
    if (gset >= 0) end(`${pending}\n${line.slice(0, gset)}`)
    else if (line.trimEnd().endsWith(';')) end(`${pending}\n${line.trimEnd().slice(0, -1)}`)
    else pending += `\n${line}`
  }
  if (collapse(pending) !== '') throw new Error(`the script ends inside a statement: ${pending}`)
  return statements
}

/** The script's statements that a reveal runs: all but the first, the ceiling's own pick of a person. */
export const revealStatements = () => {
  const [pick, ...reveal] = scriptStatements()
  if (!pick?.text.includes('ceiling_targets')) throw new Error('the script must start by picking a person')
  return reveal
}
