/** What the visitor did before the app ran, to be done again once it runs. */
export type HeldInteractions = {
  /**
   * Sets aside what was typed: each field takes its drawn value again, so the app takes the page over
   * as drawn. Call it right before hydrating; presses and submits are still held until `replay`.
   */
  setAsideTyping(): void
  /** Stops holding, types again what was set aside, then does the held presses and submits again. */
  replay(): void
  /** Stops holding and forgets what was held (the page is drawn again, so its elements are gone). */
  letGo(): void
}

// Controls that do nothing, or not all they do, without the app. A download link downloads, but the app
// also acts on it (the home page's brings the install steps along); other links work without it. Native
// controls answer at once without it (issue 33): a disclosure's summary opens, and a radio's label
// chooses it (what a radio chose is told to the app once it runs, see `replay`).
const NEEDS_APP =
  'button, [role="button"], [role="tab"], [role="switch"], label:not(:has(input[type="radio"])), a[download]'

// A submit waits for the app: the form says it is busy meanwhile, so the visitor sees the press was taken.
const WAITING = 'data-waiting-for-app'

// The whole press, not only its click: some controls act on the pointer going down (Radix's tabs and
// menus), others on the click.
const press = (control: HTMLElement) => {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, view: window }
  control.dispatchEvent(new PointerEvent('pointerdown', { ...at, isPrimary: true, pointerType: 'mouse' }))
  control.dispatchEvent(new MouseEvent('mousedown', at))
  control.dispatchEvent(new PointerEvent('pointerup', { ...at, isPrimary: true, pointerType: 'mouse' }))
  control.dispatchEvent(new MouseEvent('mouseup', at))
  control.click()
}

/**
 * The control to press again: the one pressed, or, when the app drew that part anew (a part whose
 * hydration did not match is drawn again, replacing its elements), the control now at its place if it
 * reads the same. Otherwise the press is dropped: what was pressed is no longer on the page.
 */
const controlNow = (root: HTMLElement, pressed: HTMLElement, place: number): HTMLElement | null => {
  if (pressed.isConnected) return pressed
  const now = root.querySelectorAll<HTMLElement>(NEEDS_APP)[place]
  const same = now?.tagName === pressed.tagName && now.textContent === pressed.textContent
  return same ? now : null
}

const TYPED_INTO = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea'
const RADIOS = 'input[type="radio"]'

/**
 * A radio chosen before the app ran stays chosen on the page (so what it shows answers at once), but the
 * app took the page over believing the drawn one was. Unchecking it (React tracks the field's value
 * through this setter), then clicking it, tells the app of the choice in one task: nothing is painted in
 * between.
 */
const chooseAgain = (radio: HTMLInputElement) => {
  radio.checked = false
  radio.click()
}

const typeInto = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const input = () => field.dispatchEvent(new Event('input', { bubbles: true }))
  // First with the drawn value: a field not hydrated yet (the page was slow to say it was) is hydrated
  // by React for this event, noting that value as the one it has; a hydrated one sees no change.
  input()
  // Then as typing sets it (the prototype's setter): React sees the change and runs its onChange.
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  input()
}

/**
 * A page the server drew looks ready before its app runs. A press on a button, or a submit, meanwhile
 * would be lost: they are held, and happen again once the app runs, as does anything typed.
 */
export const holdEarlyInteractions = (page: Document, root: HTMLElement): HeldInteractions => {
  const held: Array<() => void> = []
  const waitForApp = (form: HTMLFormElement) => {
    form.setAttribute(WAITING, '')
    form.setAttribute('aria-busy', 'true')
  }
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(NEEDS_APP) : null
    if (control === null || control.closest('a[href]:not([download])') !== null || !root.contains(control))
      return
    event.preventDefault()
    event.stopPropagation()
    // Enter in a field presses the form's submit button: that press sends the form.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form !== null)
      waitForApp(control.form)
    const place = [...root.querySelectorAll(NEEDS_APP)].indexOf(control)
    held.push(() => {
      const now = controlNow(root, control, place)
      if (now !== null) press(now)
    })
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    event.preventDefault()
    event.stopPropagation()
    waitForApp(form)
    held.push(() => {
      if (form.isConnected) form.requestSubmit()
    })
  }
  const stopWaiting = () => {
    for (const form of root.querySelectorAll(`[${WAITING}]`)) {
      form.removeAttribute(WAITING)
      form.removeAttribute('aria-busy')
    }
  }
  page.addEventListener('click', onClick, true)
  page.addEventListener('submit', onSubmit, true)

  const stopHolding = () => {
    page.removeEventListener('click', onClick, true)
    page.removeEventListener('submit', onSubmit, true)
    stopWaiting()
  }
  const typed: Array<() => void> = []
  return {
    setAsideTyping() {
      for (const radio of root.querySelectorAll<HTMLInputElement>(RADIOS)) {
        const checked = radio.checked
        const chosen = checked && !radio.defaultChecked
        // Setting it marks it as the visitor's: the app taking the page over sets each radio's drawn
        // (default) state, which would otherwise check the drawn one again and show its part meanwhile.
        radio.checked = checked
        if (chosen) typed.push(() => chooseAgain(radio))
      }
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_INTO)) {
        if (field.value === field.defaultValue) continue
        const value = field.value
        field.value = field.defaultValue
        typed.push(() => typeInto(field, value))
      }
    },
    replay() {
      stopHolding()
      for (const again of [...typed.splice(0), ...held.splice(0)]) again()
    },
    letGo() {
      stopHolding()
      typed.length = 0
      held.length = 0
    },
  }
}
