import { type Fen, fenToYuan } from '../../../domain/shared/money.ts'

/** An amount in fen as the page shows it: "¥2,600", or "¥12.50" when there are fen. */
export const formatYuan = (amount: Fen, language: string | undefined): string => {
  const yuan = fenToYuan(amount)
  const digits = Number.isInteger(yuan) ? 0 : 2
  const format = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `¥${format.format(yuan)}`
}

/** A count with the language's grouping: 1,000. */
export const formatCount = (count: number, language: string | undefined): string =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US').format(count)
