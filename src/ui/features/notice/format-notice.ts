/** A configured maintenance window, as the site configuration gives it (ISO instants). */
export type NoticeWindow = { readonly start: string; readonly end: string }

const HOUR_MS = 3_600_000

/**
 * The window's ends in the reader's language and time zone (e.g. "Tuesday, 2 December, 20:00"), and its
 * length in whole hours, for SPEC §8's "from Tuesday 8 PM to Friday 8 AM (60 hours)".
 */
export const formatNoticeWindow = (notice: NoticeWindow, language: string, timeZone?: string) => {
  const format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  })
  const start = Date.parse(notice.start)
  const end = Date.parse(notice.end)
  return {
    start: format.format(start),
    end: format.format(end),
    hours: Math.max(0, Math.round((end - start) / HOUR_MS)),
  }
}
