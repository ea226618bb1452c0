// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAIL_VERDICTS, type EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { createI18n } from '../../i18n/create-i18n.ts'
import { EmailVerdictBadge, type EmailVerdictBadgeProps } from './email-verdict-badge.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('EmailVerdictBadge', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  // Only the site's catalogue: the badge must work on the home page and in the extension too.
  const render = async (props: EmailVerdictBadgeProps, language: Language = 'en') => {
    const i18n = await createI18n(language)
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <EmailVerdictBadge {...props} />
        </I18nextProvider>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
    const badge = host.querySelector<HTMLElement>('[data-verdict]')
    return { host, badge, title: badge?.getAttribute('title') ?? '', text: badge?.textContent ?? '' }
  }

  const COLOURS: Record<EmailVerdict, RegExp> = {
    valid: /emerald/,
    accept_all: /amber/,
    unknown: /slate/,
    invalid: /red/,
  }

  it.each(EMAIL_VERDICTS)(
    'shows %s in its colour, named, with what it means as its title',
    async (verdict) => {
      const { badge, title, text } = await render({ verdict })
      expect(badge?.className).toMatch(COLOURS[verdict])
      expect(text).not.toBe('')
      expect(title.length).toBeGreaterThan(20)
      expect(title).not.toContain('emailVerdict.')
    },
  )

  it('gives the four verdicts four names and four meanings, in English and in Chinese', async () => {
    for (const language of ['en', 'zh'] as const) {
      const shown = []
      for (const verdict of EMAIL_VERDICTS) {
        shown.push(await render({ verdict }, language))
        unmount()
      }
      expect(new Set(shown.map((s) => s.text)).size).toBe(4)
      expect(new Set(shown.map((s) => s.title)).size).toBe(4)
      if (language === 'zh') for (const s of shown) expect(s.title).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('says accept-all proves nothing, and never calls it verified', async () => {
    const { text, title } = await render({ verdict: 'accept_all' })
    expect(text).toBe('Accept-all')
    expect(title).toContain('proves nothing')
  })

  it('shows the day it was checked when given, and nothing more otherwise', async () => {
    const dated = await render({ verdict: 'valid', checkedAt: '2026-05-01T10:00:00.000Z' })
    expect(dated.host.textContent).toBe('Verifiedchecked May 1, 2026')
    expect(dated.host.querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-01T10:00:00.000Z')
    unmount()
    const zh = await render({ verdict: 'valid', checkedAt: '2026-05-01T10:00:00.000Z' }, 'zh')
    expect(zh.host.textContent).toContain('2026年5月1日')
    unmount()
    const bare = await render({ verdict: 'valid' })
    expect(bare.host.querySelector('time')).toBeNull()
    expect(bare.host.textContent).toBe('Verified')
  })
})
