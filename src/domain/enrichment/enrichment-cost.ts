/** One row as the estimate sees it: its key (null: invalid) and what answering it may cost at most. */
export type RowForEstimate = {
  readonly key: string | null
  /** The data already holds an answer for it (a known person with contacts). */
  readonly answerable: boolean
  /** The most credits its answer can take (0 when already paid for or nothing to pay for). */
  readonly mostCredits: number
}

export type CostEstimate = {
  readonly rows: number
  /** Rows that can be read (not invalid). */
  readonly valid: number
  /** Rows the data already answers (duplicates included: each row gets the answer). */
  readonly answerable: number
  /** Distinct questions: a file pays for each once however often it asks it. */
  readonly distinct: number
  /** The most the whole file can cost: each distinct question's most, once. */
  readonly mostCredits: number
}

/**
 * The cost shown before anything is charged. Duplicates within the file count once (they copy the
 * first row's answer for free), invalid rows cost nothing.
 */
export const estimateCost = (rows: Iterable<RowForEstimate>): CostEstimate => {
  const seen = new Set<string>()
  let count = 0
  let valid = 0
  let answerable = 0
  let mostCredits = 0
  for (const row of rows) {
    count++
    if (row.key === null) continue
    valid++
    if (row.answerable) answerable++
    if (seen.has(row.key)) continue
    seen.add(row.key)
    mostCredits += row.mostCredits
  }
  return { rows: count, valid, answerable, distinct: seen.size, mostCredits }
}

/**
 * Which rows pay: the first row of each key, in file order. Every later row with that key copies the
 * first one's answer, so a file pays for a question at most once whatever order rows are worked in.
 */
export const payingRows = (keys: readonly (string | null)[]): readonly boolean[] => {
  const seen = new Set<string>()
  return keys.map((key) => {
    if (key === null || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
