import { expect, it } from 'vitest'
import { type JsonLineRecord, jsonLineRecords } from './jsonl-parser.ts'

const read = async (...chunks: string[]) => {
  const records: JsonLineRecord[] = []
  for await (const r of jsonLineRecords(chunks)) records.push(r)
  return records
}

it('reads one value per line across chunk boundaries, skipping blank lines, numbering lines', async () => {
  expect(await read('{"a":', '1}\r\n\n', '[2]\n"x"')).toEqual([
    { line: 1, value: { a: 1 } },
    { line: 3, value: [2] },
    { line: 4, value: 'x' },
  ])
})

it('reports a line that is not JSON and goes on', async () => {
  const records = await read('{"a":1}\n{oops\n{"b":2}\n')
  expect(records[1]).toMatchObject({ line: 2, error: expect.stringMatching(/^not JSON/) })
  expect(records[2]).toEqual({ line: 3, value: { b: 2 } })
})
