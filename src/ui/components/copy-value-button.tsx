import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../features/toast/toast.ts'
import { cn } from '../lib/cn.ts'
import { copyText } from '../lib/copy-text.ts'
import { Button } from './ui/button.tsx'

const COPIED_FOR_MS = 2000

/**
 * Copies one contact value (an email, a phone) with SPEC §8's 'Copied to clipboard' toast, and shows a
 * tick for a moment; where the browser refuses, it says how to copy by hand.
 */
export const CopyValueButton = ({ value, className }: { value: string; className?: string }) => {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  // The tick goes after a moment, and with the button: a timer left behind an unmounted button (a card
  // replaced, a page left, a test's page torn down) would set state on nothing.
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    if (!(await copyText(value))) return void toast.error(t('home.reveal.copy_failed'))
    toast.success(t('home.reveal.copied'))
    setCopied(true)
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('shrink-0 px-2', className)}
      aria-label={t('home.reveal.copy', { value })}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
    </Button>
  )
}
