import { createHash } from 'node:crypto'
import type { Order } from '../../../domain/orders/order.ts'
import type { Period, Plan } from '../../../domain/plans/plan.ts'
import { planName } from '../../../domain/plans/plan-names.ts'
import { amountText } from './amount-text.ts'
import { NOTIFICATION_FIELDS } from './notification-signature.ts'
import type { SignedNotification } from './sandbox-payment-provider.ts'

export type CheckoutView = {
  readonly brandName: string
  readonly order: Order
  readonly plan: Plan
  /** The signed notifications the Pay and Cancel buttons deliver (shown only while PENDING). */
  readonly pay: SignedNotification
  readonly cancel: SignedNotification
  /** Where a settled order's page sends the buyer instead. */
  readonly settledLink: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const yuan = (amount: Order['final']) => `¥${amountText(amount)}`

const periodText = (period: Period) => {
  switch (period._tag) {
    case 'Months':
      return period.months === 1 ? '1 month' : `${period.months} months`
    case 'Years':
      return period.years === 1 ? '1 year' : `${period.years} years`
    case 'Days':
      return `${period.days} days`
    case 'Forever':
      return 'no expiry'
  }
}

// The plan's one name (issue 24), as the pricing page and the dashboard call it, in both languages as
// the banner speaks them: the checkout does not know the buyer's language.
const planNames = (plan: Plan) => {
  const [en, zh] = [planName(plan.type, 'en'), planName(plan.type, 'zh')]
  return `${escapeHtml(en)}<br><span lang="zh-CN">${escapeHtml(zh)}</span>`
}

const includes = (plan: Plan) =>
  `${plan.grants.map((g) => `${g.quantity} ${g.kind} credits`).join(', ')}; valid ${periodText(plan.period)}`

// No script at all, and styles only from this block, whose hash the page's CSP names.
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2933}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #e0b400;border-radius:8px;padding:.75rem;margin:0 0 1.5rem;font-weight:600}
h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:1rem;font-weight:500;color:#52606d;margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:#52606d}dd{margin:0;text-align:right}
.total{font-weight:700;font-size:1.1rem}form{display:inline}
button,a.button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #4f39f6;cursor:pointer;text-decoration:none}
.pay{background:#4f39f6;color:#fff;margin-right:.5rem}.cancel{background:#fff;color:#4f39f6}
.ref{margin-top:1.5rem;font-size:.8rem;color:#7b8794;word-break:break-all}`

/** The CSP source naming the style block above, so no other inline style can apply. */
export const CHECKOUT_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

const notificationForm = (notification: SignedNotification, className: string, label: string) => {
  const inputs = [
    ...NOTIFICATION_FIELDS.map((name) => [name, notification.fields[name]] as const),
    ['signature', notification.signature] as const,
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return `<form method="post" action="/api/payment/notify">${inputs}<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`
}

const actions = (view: CheckoutView) => {
  const { order } = view
  if (order.status === 'PENDING')
    return `${notificationForm(view.pay, 'pay', `Pay ${yuan(order.final)}`)}${notificationForm(view.cancel, 'cancel', 'Cancel')}`
  const said = order.status === 'PAID' ? 'This order is paid.' : 'This order was cancelled.'
  return `<p>${said}</p><a class="button cancel" href="${escapeHtml(view.settledLink)}">Back to ${escapeHtml(view.brandName)}</a>`
}

/** The sandbox checkout page: the order, its amounts in yuan, and Pay / Cancel as plain HTML forms. */
export const renderCheckoutPage = (view: CheckoutView): string => {
  const { order, plan, brandName } = view
  const name = escapeHtml(brandName)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout · ${name} (sandbox)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">Sandbox — no real money moves · 沙盒支付：不会产生真实扣款</p>
<h1>${name}</h1>
<h2>Checkout</h2>
<dl>
<dt>Plan</dt><dd>${planNames(plan)}</dd>
<dt>Includes</dt><dd>${escapeHtml(includes(plan))}</dd>
<dt>Price</dt><dd>${yuan(order.original)}</dd>
<dt>Discount</dt><dd>−${yuan(order.discount)}</dd>
<dt class="total">Total</dt><dd class="total">${yuan(order.final)}</dd>
</dl>
${actions(view)}
<p class="ref">Order ${escapeHtml(order.id)}</p>
</main>
</body>
</html>
`
}
