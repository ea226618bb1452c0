// Test support for the payment API tests: invitations, and the forms of the sandbox checkout page.
import type { LightMyRequestResponse } from 'fastify'
import type { ApiHarness } from '../support/api-harness.ts'

export const ADMIN = { user: 'billing-boss', admin: true } as const

/** An invitation made through the admin API; answers its id. */
export const anInvitation = async (api: ApiHarness, inviteCode: string, discountAmount: number) => {
  const response = await api.call('POST', '/api/invitation', {
    as: ADMIN,
    body: { distributorName: 'Acme Resellers', discountAmount, inviteCode },
  })
  if (response.statusCode !== 201) throw new Error(`invitation not created: ${response.body}`)
  return response.json().id as string
}

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))

/** The fields each form of a page posts, keyed by its submit button's label. */
export const formsOf = (html: string): Map<string, Record<string, string>> => {
  const forms = new Map<string, Record<string, string>>()
  for (const [, inner = ''] of html.matchAll(
    /<form method="post" action="\/api\/payment\/notify">(.*?)<\/form>/gs,
  )) {
    const fields = Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name = '', value = '']) => [name, unescapeHtml(value)],
      ),
    )
    const label = /<button[^>]*>([^<]*)<\/button>/.exec(inner)?.[1] ?? ''
    forms.set(unescapeHtml(label), fields)
  }
  return forms
}

/** Posts fields as a browser submits a form. */
export const submitForm = (
  api: ApiHarness,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  api.call('POST', '/api/payment/notify', {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    },
  })

/** The path of a checkout URL, for the in-process server. */
export const pathOf = (url: string) => new URL(url).pathname

export const checkoutPage = async (api: ApiHarness, url: string) => {
  const page = await api.call('GET', pathOf(url), { headers: { accept: 'text/html' } })
  return { page, forms: formsOf(page.body) }
}
