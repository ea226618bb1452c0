import { useTranslation } from 'react-i18next'
import { INDUSTRY_OPTIONS, type Industry } from '../../../domain/onboarding/industries.ts'
import { INDUSTRY_HEADING_KEY, industryKey } from './onboarding-i18n.ts'

/**
 * SPEC §3: the industries as drawn: the main list, then the non-selectable heading, drawn as the label
 * of a group holding the other large industries (a select cannot pick a group label).
 */
export const IndustryOptions = () => {
  const { t } = useTranslation()
  const option = (value: Industry) => (
    <option key={value} value={value}>
      {t(industryKey(value))}
    </option>
  )
  const headingAt = INDUSTRY_OPTIONS.findIndex((entry) => entry.kind === 'heading')
  const heading = INDUSTRY_OPTIONS[headingAt]
  const values = (from: number, to?: number) =>
    INDUSTRY_OPTIONS.slice(from, to).flatMap((entry) => (entry.kind === 'option' ? [entry.value] : []))
  if (heading === undefined || heading.kind !== 'heading') return values(0).map(option)
  return (
    <>
      {values(0, headingAt).map(option)}
      <optgroup label={t(INDUSTRY_HEADING_KEY)}>{values(headingAt + 1).map(option)}</optgroup>
    </>
  )
}
