import { BILLING_PERIOD_FIELD } from '../period-toggle.tsx'

/**
 * What a visitor sees of the pricing pages in a test page without the style sheet: both periods' plan
 * cards are drawn, and the style sheet shows those of the checked period radio (styles.css).
 */
const checkedPeriod = () =>
  document.querySelector<HTMLInputElement>(`input[name="${BILLING_PERIOD_FIELD}"]:checked`)?.value

export const isShown = (element: Element) => {
  const card = element.closest('[data-billing-period]')
  return card === null || card.getAttribute('data-billing-period') === checkedPeriod()
}

/**
 * The pressable controls a visitor sees, each with its name: buttons by their label or text, and the
 * period radios by their label's text (pressing the label chooses the radio, as a click does).
 */
export const shownControls = (): Array<{ readonly name: string; readonly control: HTMLElement }> => [
  ...[...document.querySelectorAll<HTMLButtonElement>('button')]
    .filter(isShown)
    .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '', control: b })),
  ...[...document.querySelectorAll<HTMLLabelElement>('label')]
    .filter((label) => label.querySelector('input[type="radio"]') !== null)
    .map((label) => ({ name: label.textContent?.trim() ?? '', control: label })),
]
