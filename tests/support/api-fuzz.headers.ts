// Test support: content types, Authorization values and other headers for the API fuzzer.
import fc from 'fast-check'
import { headerText, huge } from './api-fuzz.texts.ts'

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/plain',
  'text/html',
  'application/octet-stream',
  'application/xml',
  '*/*',
  ';',
  'application/json;;;',
  '',
]

export const authorizationOf = (
  tokens: Readonly<Record<string, string>>,
): fc.Arbitrary<string | undefined> => {
  const values = Object.values(tokens)
  return fc.oneof(
    { arbitrary: fc.constantFrom(...values).map((token) => `Bearer ${token}`), weight: 8 },
    { arbitrary: fc.constant(undefined), weight: 3 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(...values).map((token) => `bearer   ${token}  `),
        fc.constantFrom(...values).map((token) => `Bearer ${token} trailing`),
        fc.constantFrom(...values).map((token) => `Bearer ${token.slice(0, -3)}`),
        fc.constantFrom(...values).map((token) => `Bearer ${token.split('.').slice(0, 2).join('.')}.`),
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          'Bearer a.b.c',
          'Bearer ...',
          'Token x',
        ),
        fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Bearer eyJ.eyJ.sig'),
        huge(10_000, 60_000).map((text) => `Bearer ${text}`),
        headerText(200).map((text) => `Bearer ${text}`),
        headerText(200),
      ),
      weight: 3,
    },
  )
}

export const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/csv', 'application/xml', 'x/y;q=a'),
    'x-payment-signature': fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
      headerText(80),
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText(60)),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5173'),
    cookie: headerText(200),
    'accept-encoding': fc.constantFrom('gzip, br', 'identity', '*', 'x;q=2'),
    'x-huge': huge(1_000, 100_000).map((text) => text.replace(/[^\x20-\x7e]/g, 'x')),
  },
  { requiredKeys: [] },
)
