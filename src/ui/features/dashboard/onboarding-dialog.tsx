import { useRouterState } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  COMPANY_SIZES,
  DEFAULT_COMPANY_SIZE,
  DEFAULT_REGION,
  DEFAULT_TOOL_PURPOSE,
  isCompanySize,
  isRegion,
  isToolPurpose,
  REGIONS,
  TOOL_PURPOSES,
} from '../../../domain/onboarding/enumerations.ts'
import { DEFAULT_INDUSTRY, isIndustry } from '../../../domain/onboarding/industries.ts'
import type { OnboardingAnswers } from '../../../domain/onboarding/onboarding-answers.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { IndustryOptions } from './industry-options.tsx'
import { companySizeKey, regionKey, toolPurposeKey } from './onboarding-i18n.ts'
import { PAYING_PAGES } from './onboarding-pages.ts'
import { OnboardingSelect } from './onboarding-select.tsx'
import { useSubmitOnboarding } from './use-submit-onboarding.ts'
import { useUserInfo } from './use-user-info.ts'

const DEFAULTS: OnboardingAnswers = {
  industry: DEFAULT_INDUSTRY,
  country: DEFAULT_REGION,
  companySize: DEFAULT_COMPANY_SIZE,
  toolPurpose: DEFAULT_TOOL_PURPOSE,
}

/**
 * SPEC §2/§4: the first-login questions, while user info has no collectionId. Confirm sends the four
 * answers, Skip the skip flag; either closes it for good. Closing it otherwise (Escape, the close button)
 * sends nothing: it is asked again on the next visit.
 */
export const OnboardingDialog = () => {
  const { t } = useTranslation()
  const info = useUserInfo().data
  const submit = useSubmitOnboarding()
  const [answers, setAnswers] = useState<OnboardingAnswers>(DEFAULTS)
  const [dismissed, setDismissed] = useState(false)
  const paying = PAYING_PAGES.includes(useRouterState({ select: (s) => s.location.pathname }))
  const set =
    <K extends keyof OnboardingAnswers>(field: K) =>
    (value: OnboardingAnswers[K]) =>
      setAnswers((current) => ({ ...current, [field]: value }))
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    submit.mutate(answers)
  }

  return (
    <Dialog
      open={info?.collectionId === null && !dismissed && !paying}
      onOpenChange={(open) => setDismissed(!open)}
    >
      <DialogContent
        closeLabel={t('common.close')}
        // A click beside the dialog is too easy to make by mistake to count as an answer.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>{t('onboarding.title', { brand: t('brand.name') })}</DialogTitle>
        <DialogDescription>{t('onboarding.description')}</DialogDescription>
        <form onSubmit={confirm} className="grid gap-4">
          <OnboardingSelect
            id="onboarding-industry"
            label={t('onboarding.field.industry')}
            value={answers.industry}
            isValue={isIndustry}
            onChange={set('industry')}
          >
            <IndustryOptions />
          </OnboardingSelect>
          <OnboardingSelect
            id="onboarding-country"
            label={t('onboarding.field.country')}
            value={answers.country}
            isValue={isRegion}
            onChange={set('country')}
          >
            {REGIONS.map((value) => (
              <option key={value} value={value}>
                {t(regionKey(value))}
              </option>
            ))}
          </OnboardingSelect>
          <OnboardingSelect
            id="onboarding-company-size"
            label={t('onboarding.field.companySize')}
            value={answers.companySize}
            isValue={isCompanySize}
            onChange={set('companySize')}
          >
            {COMPANY_SIZES.map((value) => (
              <option key={value} value={value}>
                {t(companySizeKey(value))}
              </option>
            ))}
          </OnboardingSelect>
          <OnboardingSelect
            id="onboarding-tool-purpose"
            label={t('onboarding.field.toolPurpose')}
            value={answers.toolPurpose}
            isValue={isToolPurpose}
            onChange={set('toolPurpose')}
          >
            {TOOL_PURPOSES.map((value) => (
              <option key={value} value={value}>
                {t(toolPurposeKey(value))}
              </option>
            ))}
          </OnboardingSelect>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={submit.isPending}
              onClick={() => submit.mutate({ skip: true })}
            >
              {t('onboarding.skip')}
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? t('onboarding.saving') : t('onboarding.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
