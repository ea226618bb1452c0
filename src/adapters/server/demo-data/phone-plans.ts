import type { PhoneType } from './demo-records.ts'
import type { SeededRandom } from './seeded-random.ts'

/**
 * Every number is synthetic. Where a regulator sets numbers aside for fiction we stay inside them:
 * - NANP (US, CA): NXX-555-0100..0199, reserved for fictional use across the plan;
 * - UK: Ofcom's drama ranges, mobile 07700 900000..900999, London 020 7946 0000..0999, Manchester
 *   0161 496 0000..0999, Birmingham 0121 496 0000..0999.
 * Elsewhere no such range is published, so numbers get the real country calling code, a common
 * mobile or city prefix and the usual length; they may match a real line by chance and are never dialled.
 */
export type PhonePlan = {
  readonly callingCode: string
  /** True when every number comes from a range reserved for fiction. */
  readonly fictional: boolean
  /** National significant number (no trunk prefix) of a mobile, and of a fixed line. */
  readonly mobile: (random: SeededRandom) => string
  readonly landline: (random: SeededRandom) => string
}

const digits = (random: SeededRandom, count: number): string =>
  Array.from({ length: count }, () => random.int(10)).join('')

const prefixed =
  (prefixes: readonly string[], length: number) =>
  (random: SeededRandom): string => {
    const prefix = random.pick(prefixes)
    return prefix + digits(random, length - prefix.length)
  }

const synthetic = (
  callingCode: string,
  mobilePrefixes: readonly string[],
  mobileLength: number,
  landlinePrefixes: readonly string[],
  landlineLength: number,
): PhonePlan => ({
  callingCode,
  fictional: false,
  mobile: prefixed(mobilePrefixes, mobileLength),
  landline: prefixed(landlinePrefixes, landlineLength),
})

// NANP does not tell mobiles from fixed lines; only the area code varies, the 555-01xx part is fixed.
const nanp = (areaCodes: readonly string[]): PhonePlan => {
  const number = (random: SeededRandom): string => `${random.pick(areaCodes)}55501${digits(random, 2)}`
  return { callingCode: '1', fictional: true, mobile: number, landline: number }
}

const UK: PhonePlan = {
  callingCode: '44',
  fictional: true,
  mobile: (random) => `7700900${digits(random, 3)}`,
  landline: (random) => `${random.pick(['2079460', '1614960', '1214960'])}${digits(random, 3)}`,
}

export const PHONE_PLANS: Readonly<Record<string, PhonePlan>> = {
  US: nanp(['212', '312', '415', '512', '617', '206', '303', '404', '713', '305']),
  CA: nanp(['416', '604', '514', '403', '613']),
  GB: UK,
  CN: synthetic(
    '86',
    ['135', '138', '139', '150', '158', '186', '188', '177', '199'],
    11,
    ['10', '21', '755', '571'],
    10,
  ),
  HK: synthetic('852', ['5', '6', '9'], 8, ['2', '3'], 8),
  MX: synthetic('52', ['55', '33', '81'], 10, ['55', '33', '81'], 10),
  BR: synthetic('55', ['119', '219', '319'], 11, ['113', '213', '313'], 10),
  AR: synthetic('54', ['911'], 11, ['11'], 10),
  CO: synthetic('57', ['30', '31', '32'], 10, ['601', '604'], 10),
  CL: synthetic('56', ['9'], 9, ['2'], 9),
  DE: synthetic('49', ['151', '160', '170', '176'], 11, ['30', '89', '40'], 10),
  FR: synthetic('33', ['6', '7'], 9, ['1', '4'], 9),
  ES: synthetic('34', ['6', '7'], 9, ['91', '93'], 9),
  // Italy keeps the leading 0 of fixed lines in international format.
  IT: synthetic('39', ['33', '34', '39'], 10, ['02', '06'], 10),
  NL: synthetic('31', ['6'], 9, ['20', '10'], 9),
  SE: synthetic('46', ['70', '72', '73'], 9, ['8'], 8),
  PL: synthetic('48', ['50', '60', '69', '78'], 9, ['22'], 9),
  JP: synthetic('81', ['90', '80', '70'], 10, ['3', '6'], 9),
  KR: synthetic('82', ['10'], 10, ['2'], 9),
  IN: synthetic('91', ['98', '97', '88', '70', '63'], 10, ['11', '22', '80'], 10),
  SG: synthetic('65', ['8', '9'], 8, ['6'], 8),
  VN: synthetic('84', ['90', '91', '98', '38'], 9, ['24', '28'], 10),
  ID: synthetic('62', ['812', '813', '857'], 11, ['21'], 10),
  AE: synthetic('971', ['50', '52', '55', '56'], 9, ['4', '2'], 8),
  SA: synthetic('966', ['50', '55'], 9, ['11', '12'], 9),
  TR: synthetic('90', ['53', '54', '55'], 10, ['212', '216', '312'], 10),
  NG: synthetic('234', ['80', '81', '70', '90'], 10, ['20'], 10),
  GH: synthetic('233', ['24', '20', '54'], 9, ['30'], 9),
  KE: synthetic('254', ['7', '1'], 9, ['20'], 9),
  ZA: synthetic('27', ['6', '7', '8'], 9, ['11', '21'], 9),
  EG: synthetic('20', ['10', '11', '12'], 10, ['2'], 9),
}

export const phonePlanFor = (country: string): PhonePlan => {
  const plan = PHONE_PLANS[country]
  if (plan === undefined) throw new Error(`no phone plan for ${country}`)
  return plan
}

/** A mobile gets a mobile number; direct lines and switchboards get fixed-line numbers. */
export const phoneNumber = (random: SeededRandom, country: string, type: PhoneType): string => {
  const plan = phonePlanFor(country)
  return `+${plan.callingCode}${type === 'mobile' ? plan.mobile(random) : plan.landline(random)}`
}
