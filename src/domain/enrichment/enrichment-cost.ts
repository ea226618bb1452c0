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
 *
 * The most is as tight as the credit rules allow before running (issue 29 §20): a question of one part
 * (an address, a person with one part left) takes at most one credit; a person with both parts to pay
 * takes two only when no lead credit is left at their turn (one lead credit, like one free credit, pays
 * both). At worst every one-part question uses a lead credit first, so `leadCredits` held now save a
 * credit each on the people left after them. Credits bought later can only make a person cheaper.
 */
export const estimateCost = (rows: Iterable<RowForEstimate>, leadCredits = 0): CostEstimate => {
  const seen = new Set<string>()
  let count = 0
  let valid = 0
  let answerable = 0
  let ones = 0
  let twos = 0
  for (const row of rows) {
    count++
    if (row.key === null) continue
    valid++
    if (row.answerable) answerable++
    if (seen.has(row.key)) continue
    seen.add(row.key)
    if (row.mostCredits >= 2) twos++
    else if (row.mostCredits === 1) ones++
  }
  const saved = Math.min(twos, Math.max(0, leadCredits - ones))
  return { rows: count, valid, answerable, distinct: seen.size, mostCredits: ones + 2 * twos - saved }
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
