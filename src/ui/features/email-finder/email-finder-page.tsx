import { MailCheck, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import type { EmailFinderTab } from './email-finder-search.ts'
import { FindEmailPanel } from './find-email-panel.tsx'
import { VerifyEmailsPanel } from './verify-emails-panel.tsx'

// Both panels stay mounted (hidden when not chosen), so a result survives a look at the other tab.
const PANEL = 'mt-4 data-[state=inactive]:hidden'

/**
 * /admin/email-finder (issue 19 §4), for every signed-in user: find a person's work email, or verify a
 * pasted list (docs/contact-engine.md).
 */
export const EmailFinderPage = ({
  tab,
  onTabChange,
}: {
  readonly tab: EmailFinderTab
  readonly onTabChange: (tab: EmailFinderTab) => void
}) => {
  const { t } = useTranslation()
  return (
    <div className="space-y-6 p-4 md:p-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('emailFinder.title')}</h1>
        <p className="max-w-2xl text-sm text-slate-600">{t('emailFinder.description')}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value === 'verify' ? 'verify' : 'find')}>
        <TabsList aria-label={t('emailFinder.tabs.label')}>
          <TabsTrigger value="find">
            <Search aria-hidden />
            {t('emailFinder.tabs.find')}
          </TabsTrigger>
          <TabsTrigger value="verify">
            <MailCheck aria-hidden />
            {t('emailFinder.tabs.verify')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="find" forceMount className={PANEL}>
          <FindEmailPanel />
        </TabsContent>
        <TabsContent value="verify" forceMount className={PANEL}>
          <VerifyEmailsPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}
