import {
  Building2,
  Download,
  ListChecks,
  LogIn,
  MousePointerClick,
  Pin,
  Puzzle,
  Search,
  UserRound,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Faq } from '../faq/faq.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { DashboardStepAction } from './dashboard-step-action.tsx'
import { EXTENSION_ANCHOR, ExtensionDownloadLink } from './extension-download-link.tsx'
import { type GuideStep, GuideSteps } from './guide-steps.tsx'

/** Loading an unpacked extension, as Chrome asks for one that is not from its store. */
const INSTALL_STEPS = ['unzip', 'developer', 'load'] as const

const ExtensionStepAction = () => {
  const { t } = useTranslation()
  return (
    <div className="w-full space-y-3">
      <ExtensionDownloadLink size="sm">
        <Download aria-hidden />
        {t('howToUse.personal.download.button')}
      </ExtensionDownloadLink>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        {INSTALL_STEPS.map((step) => (
          <li key={step}>{t(`howToUse.personal.download.install.${step}`)}</li>
        ))}
      </ol>
    </div>
  )
}

const PERSONAL: readonly GuideStep[] = [
  { key: 'download', Icon: Download, id: EXTENSION_ANCHOR, action: <ExtensionStepAction /> },
  { key: 'pin', Icon: Pin },
  { key: 'open', Icon: UserRound },
  { key: 'reveal', Icon: MousePointerClick },
]

const COMPANY: readonly GuideStep[] = [
  { key: 'login', Icon: LogIn, action: <DashboardStepAction /> },
  { key: 'search', Icon: Search },
  { key: 'pick', Icon: ListChecks },
]

const GuideSection = ({
  id,
  Icon,
  prefix,
  steps,
}: {
  id: string
  Icon: typeof Puzzle
  prefix: 'howToUse.personal' | 'howToUse.company'
  steps: readonly GuideStep[]
}) => {
  const { t } = useTranslation()
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="min-w-0 scroll-mt-20">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon aria-hidden className="size-5" />
        </span>
        <div>
          <Badge variant="neutral">{t(`${prefix}.where`)}</Badge>
          <h2 id={`${id}-title`} className="mt-1 text-2xl font-semibold tracking-tight">
            {t(`${prefix}.title`)}
          </h2>
        </div>
      </div>
      <p className="mt-3 text-slate-600">{t(`${prefix}.intro`)}</p>
      <GuideSteps prefix={`${prefix}.steps`} steps={steps} />
    </section>
  )
}

/** SPEC §2 how-to-use: the personal (extension) and company (dashboard) guides, then the FAQ. */
export const HowToUsePage = () => {
  const { t } = useTranslation()
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:pt-20">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('howToUse.title')}
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('howToUse.subtitle')}</p>
          <nav aria-label={t('howToUse.jumpTo')} className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <a href="#personal">
                <Puzzle aria-hidden />
                {t('howToUse.personal.title')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href="#company">
                <Building2 aria-hidden />
                {t('howToUse.company.title')}
              </a>
            </Button>
          </nav>
        </div>
      </div>
      <div className="mx-auto grid max-w-3xl gap-16 px-4 py-10">
        <GuideSection id="personal" Icon={Puzzle} prefix="howToUse.personal" steps={PERSONAL} />
        <GuideSection id="company" Icon={Building2} prefix="howToUse.company" steps={COMPANY} />
      </div>
      <div className="bg-slate-50">
        <Faq />
      </div>
    </PublicLayout>
  )
}
