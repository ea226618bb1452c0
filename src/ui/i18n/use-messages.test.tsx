// @vitest-environment happy-dom
import type { i18n } from 'i18next'
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n.ts'
import { LEGAL_MESSAGES } from './legal-messages.ts'
import { switchLanguage } from './switch-language.ts'
import { useMessages } from './use-messages.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const Policy = () => {
  useMessages(LEGAL_MESSAGES)
  const { t } = useTranslation()
  return <h1>{t('legal.privacy.title')}</h1>
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)))

describe('a page’s own messages', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (instance: i18n) => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <I18nextProvider i18n={instance}>
          <Suspense fallback={<p>waiting</p>}>
            <Policy />
          </Suspense>
        </I18nextProvider>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
    return host
  }

  it('are fetched by the page, which waits for them rather than show a bare key', async () => {
    const instance = await createI18n('en')
    expect(instance.exists('legal.privacy.title')).toBe(false)
    const host = await render(instance)
    const seen = [host.textContent]
    for (let i = 0; i < 100 && host.querySelector('h1') === null; i++) {
      await settle()
      seen.push(host.textContent)
    }
    expect(host.querySelector('h1')?.textContent).toBe('Privacy policy')
    expect(seen.filter((text) => text?.includes('legal.'))).toEqual([])
  })

  it('come along when the language changes, before the page shows the new language', async () => {
    const instance = await createI18n('en')
    const host = await render(instance)
    for (let i = 0; i < 100 && host.querySelector('h1') === null; i++) await settle()
    await act(async () => switchLanguage(instance, 'zh'))
    expect(instance.hasResourceBundle('zh', 'translation')).toBe(true)
    expect(host.querySelector('h1')?.textContent).toBe(instance.t('legal.privacy.title'))
    expect(host.querySelector('h1')?.textContent).not.toBe('Privacy policy')
    expect(host.textContent).not.toContain('legal.')
  })
})
