import { describe, expect, it } from 'vitest'
import { fen } from '../shared/money.ts'
import { yearlySaving } from './yearly-saving.ts'

describe('yearly saving', () => {
  it('basic: 12 × 280 = 3360 against 2600 saves 760 yuan, 23%', () => {
    expect(yearlySaving('basic')).toEqual({ saving: fen(76_000), percent: 23 })
  })

  it('pro: 12 × 350 = 4200 against 3200 saves 1000 yuan, 24%', () => {
    expect(yearlySaving('pro')).toEqual({ saving: fen(100_000), percent: 24 })
  })
})
