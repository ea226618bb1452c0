import type { DatabaseKind } from './scale/prepared-database.ts'

/** `--name N`: a positive whole number (underscores allowed, 1_000_000), or undefined when not given. */
export const positiveOption = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined
  const n = Number(text.replaceAll('_', ''))
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`--${name}: a positive whole number, not ${text}`)
  return n
}

/** `--companies 100000,1000000`: the dataset sizes to run, or undefined for the benchmark's own. */
export const sizesOption = (text: string | undefined): number[] | undefined =>
  text?.split(',').map((size) => positiveOption('companies', size) ?? 0)

/** `--db pglite,postgres`: the databases to run on, or undefined for both. */
export const databasesOption = (text: string | undefined): DatabaseKind[] | undefined => {
  const databases = text?.split(',')
  if (databases?.some((d) => d !== 'pglite' && d !== 'postgres'))
    throw new Error('--db: pglite and/or postgres')
  return databases as DatabaseKind[] | undefined
}
