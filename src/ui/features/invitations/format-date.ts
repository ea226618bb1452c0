import type { Instant } from '../../../domain/shared/instant.ts'

const locale = (language: string | undefined) => (language === 'zh' ? 'zh-CN' : 'en-US')

/** A day in the reader's language and time zone: "Jan 5, 2026" / "2026年1月5日". */
export const formatDay = (at: Instant, language: string | undefined): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(at)

/** A day and time: "Jan 5, 2026, 3:04 PM" / "2026年1月5日 15:04". */
export const formatDayTime = (at: Instant, language: string | undefined): string =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(at)
