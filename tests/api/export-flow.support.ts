// Test support for the export and credit-log API tests: buying a plan through the sandbox checkout,
// and reading a CSV answer back.
import { expect } from 'vitest'
import type { ApiHarness } from '../support/api-harness.ts'
import { checkoutPage, submitForm } from './payment-flow.support.ts'

/** Orders a plan and pays it on the sandbox checkout page, as a buyer's browser does. */
export const buyThroughSandbox = async (api: ApiHarness, user: string, plan: string): Promise<void> => {
  const placed = await api.call('POST', '/api/payment/order', { as: { user }, body: { plan } })
  expect(placed.statusCode, placed.body).toBe(200)
  const { forms } = await checkoutPage(api, placed.json().url)
  const pay = [...forms.entries()].find(([label]) => label.startsWith('Pay'))
  if (pay === undefined) throw new Error(`no Pay form for ${plan}`)
  const paid = await submitForm(api, pay[1])
  expect(paid.statusCode, paid.body).toBe(303)
}

/** A strict RFC 4180 reader (CRLF after every record), for checking what the export wrote. */
export const readCsv = (text: string): string[][] => {
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  while (i < text.length) {
    let field = ''
    if (text[i] === '"') {
      i++
      while (!(text[i] === '"' && text[i + 1] !== '"')) {
        if (i >= text.length) throw new Error('unterminated quoted field')
        field += text[i] === '"' ? '"' : text[i]
        i += text[i] === '"' ? 2 : 1
      }
      i++
    } else while (i < text.length && text[i] !== ',' && text[i] !== '\r') field += text[i++]
    record.push(field)
    if (text[i] === ',') i++
    else if (text.startsWith('\r\n', i)) {
      records.push(record)
      record = []
      i += 2
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`)
  }
  if (record.length > 0) throw new Error('the last record has no line break')
  return records
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
