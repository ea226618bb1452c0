/**
 * Word lists are written as one comma-separated string: the formatter would otherwise put every one of
 * hundreds of names on its own line. Commas (not spaces) separate, so "de Vries" stays one surname.
 */
export const nameList = (text: string): readonly string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')

export type NamePool = {
  readonly given: readonly string[]
  readonly family: readonly string[]
  /** Chinese names are written family name first ("Wang Fang"), the others given name first. */
  readonly familyFirst: boolean
}

export const namePool = (given: string, family: string, familyFirst = false): NamePool => ({
  given: nameList(given),
  family: nameList(family),
  familyFirst,
})
