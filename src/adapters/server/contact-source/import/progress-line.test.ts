import { expect, it } from 'vitest'
import { describeProgress, ProgressLine } from './progress-line.ts'

const at = (elapsedMs: number) => ({ rows: 12_345, accepted: 12_300, rejected: 45, elapsedMs })
const output = (isTTY: boolean) => {
  const written: string[] = []
  return { written, out: { isTTY, write: (text: string) => written.push(text) } }
}

it('says rows, accepted, rejected and rows per second', () => {
  expect(describeProgress(at(2000))).toBe('12,345 rows · 12,300 accepted · 45 rejected · 6,173 rows/s')
})

it('rewrites one line on a terminal, at most every 100 ms, and ends it when done', () => {
  const { written, out } = output(true)
  const line = new ProgressLine(out)
  for (const ms of [0, 50, 120, 130]) line.update(at(ms))
  line.done(at(200))
  expect(written).toHaveLength(3)
  expect(written.every((w) => w.startsWith('\r\x1b[2K'))).toBe(true)
  expect(written.at(-1)?.endsWith('\n')).toBe(true)
})

it('writes a plain line every 5 s when stderr is a file', () => {
  const { written, out } = output(false)
  const line = new ProgressLine(out)
  for (const ms of [0, 1000, 5000, 6000]) line.update(at(ms))
  expect(written).toEqual([`${describeProgress(at(0))}\n`, `${describeProgress(at(5000))}\n`])
})
