const localeOf = (language: string | undefined) => (language === 'zh' ? 'zh-CN' : 'en-US')

/** A day as the user's language writes it: "May 1, 2025", "2025年5月1日". */
export const formatDate = (iso: string, language: string | undefined): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso))

/** A moment as the user's language writes it, in the browser's time zone: "May 1, 2025, 2:05 PM". */
export const formatDateTime = (iso: string, language: string | undefined): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
