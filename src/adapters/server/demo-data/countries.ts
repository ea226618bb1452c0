import type { DemoRegion } from './demo-records.ts'
import type { NameCulture } from './name-pools.ts'

type CultureMix = Partial<Record<NameCulture, number>>

export type DemoCountry = {
  /** ISO 3166-1 alpha-2. */
  readonly code: string
  readonly region: DemoRegion
  /** Relative share of companies: China-heavy, as the product's home market. */
  readonly weight: number
  /** Where the staff's names come from, with weights; big hubs are mixed on purpose. */
  readonly cultures: ReadonlyArray<readonly [NameCulture, number]>
  /** Legal-form suffixes, '' for "no suffix shown". */
  readonly suffixes: readonly string[]
  /** Share of mobiles registered on WhatsApp: high where it is the default messenger, low in China. */
  readonly whatsappShare: number
}

const country = (
  code: string,
  region: DemoRegion,
  weight: number,
  mix: CultureMix,
  suffixes: readonly string[],
  whatsappShare: number,
): DemoCountry => ({
  code,
  region,
  weight,
  cultures: Object.entries(mix) as Array<[NameCulture, number]>,
  suffixes,
  whatsappShare,
})

const ANGLO: CultureMix = { anglo: 60, spanish: 10, chinese: 8, indian: 8, westAfrican: 4, korean: 3 }
const NORTH_AMERICAN: CultureMix = { ...ANGLO, vietnamese: 3, arabic: 2, italian: 2 }

// biome-ignore format: a table reads best as one row per country
export const COUNTRIES: readonly DemoCountry[] = [
  country('CN', 'CHINA', 24, { chinese: 1 }, ['Co., Ltd.', 'Technology Co., Ltd.', 'Group'], 0.08),
  country('HK', 'CHINA', 3, { chinese: 85, anglo: 10, indian: 5 }, ['Limited', 'Ltd'], 0.6),
  country('US', 'NORTH_AMERICA', 16, NORTH_AMERICAN, ['Inc.', 'LLC', 'Corp.', ''], 0.3),
  country('CA', 'NORTH_AMERICA', 3, { ...NORTH_AMERICAN, french: 10 }, ['Inc.', 'Ltd.', ''], 0.35),
  country('MX', 'NORTH_AMERICA', 2, { spanish: 1 }, ['S.A. de C.V.', ''], 0.9),
  country('BR', 'SOUTH_AMERICA', 3, { portuguese: 9, italian: 1, japanese: 1 }, ['Ltda.', 'S.A.'], 0.95),
  country('AR', 'SOUTH_AMERICA', 1, { spanish: 8, italian: 2 }, ['S.A.', 'S.R.L.'], 0.9),
  country('CO', 'SOUTH_AMERICA', 1, { spanish: 1 }, ['S.A.S.', 'S.A.'], 0.9),
  country('CL', 'SOUTH_AMERICA', 1, { spanish: 1 }, ['SpA', 'S.A.'], 0.85),
  country('GB', 'EUROPE', 5, { anglo: 75, indian: 12, westAfrican: 5, polish: 4, chinese: 4 }, ['Ltd', 'PLC', ''], 0.75),
  country('DE', 'EUROPE', 5, { german: 80, turkish: 10, polish: 5, italian: 5 }, ['GmbH', 'AG', 'GmbH & Co. KG'], 0.8),
  country('FR', 'EUROPE', 3, { french: 85, arabic: 10, portuguese: 5 }, ['SAS', 'SA', ''], 0.6),
  country('ES', 'EUROPE', 2, { spanish: 1 }, ['S.L.', 'S.A.'], 0.9),
  country('IT', 'EUROPE', 2, { italian: 1 }, ['S.r.l.', 'S.p.A.'], 0.9),
  country('NL', 'EUROPE', 2, { dutch: 85, turkish: 5, arabic: 5, indian: 5 }, ['B.V.', 'N.V.'], 0.85),
  country('SE', 'EUROPE', 1, { nordic: 1 }, ['AB'], 0.5),
  country('PL', 'EUROPE', 1, { polish: 1 }, ['Sp. z o.o.', 'S.A.'], 0.6),
  country('JP', 'ASIA', 3, { japanese: 1 }, ['K.K.', 'Co., Ltd.'], 0.1),
  country('KR', 'ASIA', 2, { korean: 1 }, ['Co., Ltd.', 'Corp.'], 0.1),
  country('IN', 'ASIA', 6, { indian: 1 }, ['Pvt. Ltd.', 'Ltd.', 'LLP'], 0.95),
  country('SG', 'ASIA', 2, { chinese: 70, malay: 12, indian: 10, anglo: 8 }, ['Pte. Ltd.'], 0.85),
  country('VN', 'ASIA', 1, { vietnamese: 1 }, ['JSC', 'Co., Ltd.'], 0.3),
  country('ID', 'ASIA', 1, { malay: 1 }, ['PT', ''], 0.9),
  country('AE', 'MIDDLE_EAST', 2, { arabic: 50, indian: 35, anglo: 15 }, ['LLC', 'FZE', 'FZ-LLC'], 0.9),
  country('SA', 'MIDDLE_EAST', 2, { arabic: 1 }, ['Co.', 'LLC'], 0.9),
  country('TR', 'MIDDLE_EAST', 1, { turkish: 1 }, ['A.Ş.', 'Ltd. Şti.'], 0.9),
  country('NG', 'AFRICA', 2, { westAfrican: 1 }, ['Ltd', 'PLC'], 0.95),
  country('GH', 'AFRICA', 1, { westAfrican: 1 }, ['Ltd'], 0.95),
  country('KE', 'AFRICA', 1, { eastSouthernAfrican: 9, indian: 1 }, ['Ltd', 'PLC'], 0.9),
  country('ZA', 'AFRICA', 2, { eastSouthernAfrican: 6, anglo: 3, indian: 1 }, ['(Pty) Ltd', 'Ltd'], 0.95),
  country('EG', 'AFRICA', 1, { arabic: 1 }, ['S.A.E.', 'LLC'], 0.9),
]

export const COUNTRY_WEIGHTS: ReadonlyArray<readonly [DemoCountry, number]> = COUNTRIES.map((c) => [
  c,
  c.weight,
])
