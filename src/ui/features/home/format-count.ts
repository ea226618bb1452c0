/**
 * A count as people read it in their language: English groups thousands (55,903); Chinese counts in
 * 万 and 亿 (5.6万), as Chinese sites print large numbers.
 */
export const formatCount = (count: number, language: string): string =>
  language.startsWith('zh')
    ? new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 }).format(count)
    : new Intl.NumberFormat('en-US').format(count)
