// Test support, not product code: what a person does on an admin page, through the DOM.
import { act } from 'react'

const labelOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''

/** Buttons and switches, in document order (dialogs render in portals, so the whole document). */
export const buttons = (within: ParentNode = document) => [
  ...within.querySelectorAll<HTMLButtonElement>('button, [role="switch"]'),
]

export const findButton = (name: string | RegExp, within: ParentNode = document) =>
  buttons(within).find((b) => (typeof name === 'string' ? labelOf(b) === name : name.test(labelOf(b))))

export const button = (name: string | RegExp, within: ParentNode = document) => {
  const found = findButton(name, within)
  if (found === undefined)
    throw new Error(`no button ${String(name)}; there are: ${buttons(within).map(labelOf).join(' | ')}`)
  return found
}

export const click = (name: string | RegExp, within: ParentNode = document) =>
  act(async () => button(name, within).click())

/** The field whose label starts with `label`. */
export const field = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))
  const control = document.getElementById(found?.htmlFor ?? '')
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
    throw new Error(`no field labelled ${label}`)
  return control
}

/** Types into a field as React sees it (the value setter, then an input event). */
export const type = (label: string, value: string) =>
  act(async () => {
    const control = field(label)
    const prototype =
      control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })

/** The field's inline error, if it shows one. */
export const fieldError = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null
  )
}

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
export const alertDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]')

/** The table row that mentions `text`. */
export const row = (text: string) =>
  [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((tr) => tr.textContent?.includes(text))
