import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { copyText } from '../../lib/copy-text.ts'
import { toast } from '../toast/toast.ts'

/** Copies an invite code and says so (SPEC §8: 'Invitation code copied to clipboard'). */
export const CopyCodeButton = ({ code }: { code: string }) => {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true)
      toast.success(t('invitations.toast.copied'))
    } else toast.error(t('invitations.toast.copyFailed'))
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="size-8 p-0"
      aria-label={t('invitations.actions.copy', { code })}
      title={t('invitations.actions.copy', { code })}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
    </Button>
  )
}
