import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A small local stand-in for the few Stripe API calls the Stripe adapter makes, answering with bodies
 * shaped like Stripe's documented ones (Checkout Session, PaymentIntent, Refund, Event), so the real
 * SDK can be pointed at it (its host/port/protocol options) and tests never reach stripe.com. It also
 * plays the hosted Checkout page (GET /pay/:id, with Pay and Cancel) and delivers webhooks signed with
 * the SDK's own test-header helper, as `stripe listen --forward-to` would.
 */

export type StandInSession = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid' | 'no_payment_required'
  amount_total: number
  amount_subtotal: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  allowed_payment_method_types: string[]
  payment_method_types: string[]
  payment_intent: string | null
  success_url: string | null
  cancel_url: string | null
  url: string | null
  created: number
  livemode: false
}

type StandInIntent = { id: string; amount: number; currency: string; method: string; refunded: boolean }

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'payment_intent.created'

export type SignedEvent = { readonly payload: string; readonly header: string; readonly id: string }

export type StripeStandIn = {
  readonly url: string
  readonly secretKey: string
  readonly webhookSecret: string
  /** Where webhooks go (the service's /api/payment/notify); set once the service runs. */
  webhookUrl: string | undefined
  /** Every API call made to it, in order. */
  readonly calls: { method: string; path: string; form: URLSearchParams }[]
  readonly sessions: Map<string, StandInSession>
  /** How many signed webhooks each /pay press delivers (Stripe retries; the service must settle once). */
  deliveriesPerPayment: number
  /** Completes a session as a buyer paying with `method` would: a payment intent, payment_status paid. */
  pay(sessionId: string, method?: string): StandInSession
  /** An event about a session, signed with the webhook secret (or another), as Stripe would post it. */
  event(type: EventType, sessionId: string, options?: EventOptions): Promise<SignedEvent>
  /** Posts a signed event to `webhookUrl`. */
  deliver(type: EventType, sessionId: string, options?: EventOptions): Promise<Response>
  close(): Promise<void>
}

export type EventOptions = {
  /** Fields of the session to report otherwise (an amount, a currency, another order). */
  readonly session?: Partial<StandInSession>
  readonly secret?: string
  /** The same event id again: a replay. */
  readonly eventId?: string
  /** When it was signed, in seconds (the SDK's tolerance refuses old ones). */
  readonly timestamp?: number
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

const readForm = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
    })
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  response.end(JSON.stringify(body))
}

const stripeError = (response: ServerResponse, status: number, message: string, code?: string) =>
  send(response, status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const payPage = (session: StandInSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title></head>
<body><main>
<h1>Stripe Checkout stand-in</h1>
<p id="total">Total: ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<p>Offered: ${session.allowed_payment_method_types.map(escapeHtml).join(', ')}</p>
${session.allowed_payment_method_types
  .map(
    (method) =>
      `<form method="post" action="/pay/${session.id}"><input type="hidden" name="method" value="${escapeHtml(method)}"><button type="submit">Pay with ${escapeHtml(method)}</button></form>`,
  )
  .join('\n')}
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`

export const startStripeStandIn = async (
  options: { readonly secretKey?: string; readonly webhookSecret?: string } = {},
): Promise<StripeStandIn> => {
  const secretKey = options.secretKey ?? 'sk_test_standin000000000000'
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`
  const webhooks = new Stripe(secretKey).webhooks
  const sessions = new Map<string, StandInSession>()
  const intents = new Map<string, StandInIntent>()
  const refundsByKey = new Map<string, unknown>()
  const sessionsByKey = new Map<string, StandInSession>()
  const calls: StripeStandIn['calls'] = []
  let base = ''

  const createSession = (form: URLSearchParams): StandInSession => {
    const methods = [...form.entries()]
      .filter(([key]) => key.startsWith('allowed_payment_method_types['))
      .map(([, value]) => value)
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'))
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    )
    const sessionId = id('cs')
    return {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency: form.get('currency') ?? form.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: form.get('client_reference_id'),
      metadata,
      allowed_payment_method_types: methods,
      payment_method_types: methods,
      payment_intent: null,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
      url: `${base}/pay/${sessionId}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    }
  }

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const form = request.method === 'POST' ? await readForm(request) : new URL(path, base).searchParams
    calls.push({ method: request.method ?? '', path, form })
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return stripeError(response, 401, 'Invalid API Key provided')
    const key = request.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' ? key : undefined
    const route = path.split('?')[0] ?? ''
    if (request.method === 'POST' && route === '/v1/checkout/sessions') {
      const known = idempotencyKey === undefined ? undefined : sessionsByKey.get(idempotencyKey)
      if (known !== undefined) return send(response, 200, known)
      if (form.get('mode') !== 'payment' || !(Number(form.get('line_items[0][price_data][unit_amount]')) > 0))
        return stripeError(response, 400, 'A payment-mode session needs a positive amount')
      const session = createSession(form)
      sessions.set(session.id, session)
      if (idempotencyKey !== undefined) sessionsByKey.set(idempotencyKey, session)
      return send(response, 200, session)
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(route)
    if (request.method === 'GET' && sessionMatch !== null) {
      const session = sessions.get(sessionMatch[1] ?? '')
      return session === undefined
        ? stripeError(response, 404, 'No such checkout.session', 'resource_missing')
        : send(response, 200, session)
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(route)
    if (request.method === 'GET' && intentMatch !== null) {
      const intent = intents.get(intentMatch[1] ?? '')
      if (intent === undefined)
        return stripeError(response, 404, 'No such payment_intent', 'resource_missing')
      return send(response, 200, {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status: 'succeeded',
        payment_method: { id: id('pm'), object: 'payment_method', type: intent.method },
      })
    }
    if (request.method === 'POST' && route === '/v1/refunds') {
      const known = idempotencyKey === undefined ? undefined : refundsByKey.get(idempotencyKey)
      if (known !== undefined) return send(response, 200, known)
      const intent = intents.get(form.get('payment_intent') ?? '')
      if (intent === undefined)
        return stripeError(response, 400, 'No such payment_intent', 'resource_missing')
      if (intent.refunded)
        return stripeError(
          response,
          400,
          `Charge for ${intent.id} has already been refunded.`,
          'charge_already_refunded',
        )
      intent.refunded = true
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        ),
      }
      if (idempotencyKey !== undefined) refundsByKey.set(idempotencyKey, refund)
      return send(response, 200, refund)
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${route})`)
  }

  const standIn: StripeStandIn = {
    url: '',
    secretKey,
    webhookSecret,
    webhookUrl: undefined,
    calls,
    sessions,
    deliveriesPerPayment: 2,
    pay(sessionId, method = 'card') {
      const session = sessions.get(sessionId)
      if (session === undefined) throw new Error(`no session ${sessionId}`)
      if (session.payment_intent === null) {
        const intentId = id('pi')
        intents.set(intentId, {
          id: intentId,
          amount: session.amount_total,
          currency: session.currency,
          method,
          refunded: false,
        })
        session.payment_intent = intentId
      }
      session.status = 'complete'
      session.payment_status = 'paid'
      return session
    },
    async event(type, sessionId, eventOptions = {}) {
      const session = sessions.get(sessionId)
      if (session === undefined) throw new Error(`no session ${sessionId}`)
      const eventId = eventOptions.eventId ?? id('evt')
      const payload = JSON.stringify(
        {
          id: eventId,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          data: { object: { ...session, ...eventOptions.session } },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      )
      const header = await webhooks.generateTestHeaderStringAsync({
        payload,
        secret: eventOptions.secret ?? webhookSecret,
        ...(eventOptions.timestamp === undefined ? {} : { timestamp: eventOptions.timestamp }),
      })
      return { payload, header, id: eventId }
    },
    async deliver(type, sessionId, eventOptions) {
      if (standIn.webhookUrl === undefined) throw new Error('the stand-in has no webhook address yet')
      const { payload, header } = await standIn.event(type, sessionId, eventOptions)
      return fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  // The hosted page: Pay completes the session and delivers `checkout.session.completed` (more than
  // once, as a retrying Stripe may) before sending the buyer back; Cancel sends them to cancel_url.
  const page = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const match = /^\/pay\/([\w]+)(\/cancel)?$/.exec(path)
    const session = match === null ? undefined : sessions.get(match[1] ?? '')
    if (match === null || session === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      return response.end('no such checkout')
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(payPage(session))
    }
    const form = await readForm(request)
    if (match[2] === '/cancel') {
      response.writeHead(303, { location: session.cancel_url ?? base })
      return response.end()
    }
    standIn.pay(session.id, form.get('method') ?? 'card')
    const eventId = id('evt')
    for (let i = 0; i < standIn.deliveriesPerPayment; i++)
      await standIn.deliver('checkout.session.completed', session.id, { eventId })
    response.writeHead(303, { location: session.success_url ?? base })
    return response.end()
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    const handled = path.startsWith('/v1/') ? api(request, response, path) : page(request, response, path)
    handled.catch((error: unknown) => {
      if (!response.headersSent) stripeError(response, 500, String(error))
      else response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(standIn, { url: base })
}
