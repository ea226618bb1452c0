// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdEarlyInteractions } from './early-interactions.ts'

// A drawn page before its app runs: a form with a field and a button, a link, a button outside #root.
const drawPage = () => {
  document.body.innerHTML = `
    <div id="root">
      <form><input id="link" type="url" value=""><button id="find" type="submit">Find</button></form>
      <button id="login" type="button"><span id="login-label">Log in</span></button>
      <a id="pricing" href="#pricing"><button id="in-link" type="button">Pricing</button></a>
      <input id="agree" type="checkbox">
    </div>
    <button id="outside" type="button">Outside</button>`
  const root = document.getElementById('root') as HTMLElement
  const byId = <Element extends HTMLElement>(id: string) => document.getElementById(id) as Element
  return { root, byId }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('what a visitor does before the app runs', () => {
  it('presses on a button are held until the app took over, then each happens once', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    const pressed = vi.fn()
    byId('login').addEventListener('click', pressed)
    byId('login-label').click()
    expect(pressed).not.toHaveBeenCalled()

    held.setAsideTyping()
    byId('login').click()
    expect(pressed).not.toHaveBeenCalled()
    held.replay()
    expect(pressed).toHaveBeenCalledTimes(2)
  })

  it('links, and buttons outside the page the server drew, are left alone', () => {
    const { root, byId } = drawPage()
    holdEarlyInteractions(document, root)
    const seen = vi.fn((event: Event) => event.defaultPrevented)
    document.addEventListener('click', seen)
    byId('in-link').click()
    byId('outside').click()
    expect(seen.mock.results.map((result) => result.value)).toEqual([false, false])
  })

  it('a submit is held, then the form is submitted again', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    const form = byId<HTMLFormElement>('link').form as HTMLFormElement
    form.requestSubmit()
    form.addEventListener('submit', submitted)
    expect(submitted).not.toHaveBeenCalled()
    held.replay()
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('what was typed is set aside while the app takes over, then typed again', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    const field = byId<HTMLInputElement>('link')
    field.value = 'https://www.linkedin.com/in/someone'
    byId<HTMLInputElement>('agree').checked = true

    held.setAsideTyping()
    // The app takes over the field as it was drawn.
    expect(field.value).toBe('')
    const typed: string[] = []
    field.addEventListener('input', () => typed.push(field.value))
    held.replay()
    expect(field.value).toBe('https://www.linkedin.com/in/someone')
    // Once as drawn (React notes it), then as typing.
    expect(typed).toEqual(['', 'https://www.linkedin.com/in/someone'])
    expect(byId<HTMLInputElement>('agree').checked).toBe(true)
  })

  it('once replayed, nothing more is held', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    held.replay()
    const pressed = vi.fn()
    byId('login').addEventListener('click', pressed)
    byId('login').click()
    expect(pressed).toHaveBeenCalledTimes(1)
    held.replay()
    expect(pressed).toHaveBeenCalledTimes(1)
  })

  it('let go, what was held never happens, and nothing more is held', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    const pressed = vi.fn()
    byId('login').addEventListener('click', pressed)
    byId('login').click()
    held.letGo()
    held.replay()
    expect(pressed).not.toHaveBeenCalled()
    byId('login').click()
    expect(pressed).toHaveBeenCalledTimes(1)
  })

  it('a press on a part the app drew anew goes to the control now in its place, if it reads the same', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    byId('login').click()
    byId('find').click()
    // Drawn again: the same Log in button as a new element, and where Find was, another control.
    root.innerHTML = root.innerHTML.replace('>Find<', '>Search<')
    const pressed = vi.fn()
    byId('login').addEventListener('click', pressed)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    root.addEventListener('submit', submitted)
    held.replay()
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(submitted).not.toHaveBeenCalled()
  })

  // Issue 33: native controls answer at once, before the app runs.
  it('a disclosure opens and a radio is chosen without waiting for the app, which is then told the choice', () => {
    document.body.innerHTML = `
      <div id="root">
        <details id="question"><summary id="ask">Question</summary><p>Answer</p></details>
        <label id="monthly-label"><input id="monthly" type="radio" name="period" value="monthly" checked>Monthly</label>
        <label id="yearly-label"><input id="yearly" type="radio" name="period" value="yearly">Yearly</label>
      </div>`
    const root = document.getElementById('root') as HTMLElement
    const held = holdEarlyInteractions(document, root)
    const prevented = vi.fn((event: Event) => event.defaultPrevented)
    document.addEventListener('click', prevented)
    document.getElementById('ask')?.click()
    document.getElementById('yearly-label')?.click()
    expect(prevented.mock.results.map((result) => result.value)).not.toContain(true)
    const yearly = document.getElementById('yearly') as HTMLInputElement
    expect(yearly.checked).toBe(true)

    const told: boolean[] = []
    yearly.addEventListener('change', () => told.push(yearly.checked))
    held.setAsideTyping()
    // Taking the page over, the app sets each radio's drawn state as its default.
    const monthly = document.getElementById('monthly') as HTMLInputElement
    monthly.defaultChecked = true
    yearly.defaultChecked = false
    expect(yearly.checked).toBe(true)
    held.replay()
    expect(yearly.checked).toBe(true)
    expect(told).toEqual([true])
  })

  it('a form sent before the app runs says it is busy until the app sends it again', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    const form = byId<HTMLInputElement>('link').form as HTMLFormElement
    expect(form.getAttribute('aria-busy')).toBeNull()
    form.requestSubmit()
    expect(form.getAttribute('aria-busy')).toBe('true')
    form.addEventListener('submit', (event) => event.preventDefault())
    held.replay()
    expect(form.getAttribute('aria-busy')).toBeNull()
  })

  it('so does a form whose submit button was pressed (Enter in its field presses it)', () => {
    const { root, byId } = drawPage()
    const held = holdEarlyInteractions(document, root)
    byId('find').click()
    const form = byId<HTMLInputElement>('link').form as HTMLFormElement
    expect(form.getAttribute('aria-busy')).toBe('true')
    held.letGo()
    expect(form.getAttribute('aria-busy')).toBeNull()
  })
})
