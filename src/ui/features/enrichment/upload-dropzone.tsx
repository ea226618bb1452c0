import { useNavigate } from '@tanstack/react-router'
import { FileSpreadsheet, Loader2, Upload } from 'lucide-react'
import { useState } from 'react'
import { type FileRejection, useDropzone } from 'react-dropzone'
import { useTranslation } from 'react-i18next'
import type { UploadFailureCode } from '../../../application/browser/ports/enrichment.api.port.ts'
import { MAX_UPLOAD_BYTES } from '../../../domain/enrichment/enrichment-limits.ts'
import { cn } from '../../lib/cn.ts'
import { useUploadFile } from './use-enrichment.ts'

const ACCEPT = {
  'text/csv': ['.csv', '.tsv', '.txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
}

/** A refusal the page words: one of the upload call's codes, or the picker's own "one file at a time". */
type Refusal = UploadFailureCode | 'ONE_FILE'

// The picker refuses some files before any call, worded as the service's refusals are.
const rejectionCode = (rejections: readonly FileRejection[]): Refusal => {
  const code = rejections[0]?.errors[0]?.code
  return code === 'file-too-large'
    ? 'FILE_TOO_LARGE'
    : code === 'too-many-files'
      ? 'ONE_FILE'
      : 'UNSUPPORTED_FILE'
}

/** Drop a CSV or XLSX here, or pick one: it is uploaded and read, and its draft job opens. */
export const UploadDropzone = () => {
  const { t } = useTranslation()
  const upload = useUploadFile()
  const navigate = useNavigate()
  const [refused, setRefused] = useState<Refusal | null>(null)
  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    setRefused(null)
    const [file] = accepted
    if (file === undefined) return setRefused(rejectionCode(rejections))
    upload.mutate(
      { name: file.name, blob: file },
      {
        onSuccess: (answer) => {
          if ('refused' in answer) setRefused(answer.refused)
          else void navigate({ to: '/admin/enrichment/$jobId', params: { jobId: answer.id } })
        },
      },
    )
  }
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    maxSize: MAX_UPLOAD_BYTES,
    multiple: false,
    disabled: upload.isPending,
    onDrop,
  })
  return (
    <div className="space-y-2">
      <div
        {...getRootProps({
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            isDragActive
              ? 'border-brand-500 bg-brand-50'
              : 'border-slate-300 bg-white hover:border-brand-400',
          ),
        })}
        data-testid="upload-dropzone"
      >
        <input {...getInputProps({ 'aria-label': t('enrichment.upload.pick') })} data-testid="upload-input" />
        {upload.isPending ? (
          <Loader2 aria-hidden className="size-8 animate-spin text-brand-600" />
        ) : isDragActive ? (
          <FileSpreadsheet aria-hidden className="size-8 text-brand-600" />
        ) : (
          <Upload aria-hidden className="size-8 text-slate-400" />
        )}
        <p className="font-medium text-slate-900">
          {upload.isPending ? t('enrichment.upload.reading') : t('enrichment.upload.drop')}
        </p>
        <p className="text-sm text-slate-500">{t('enrichment.upload.limits')}</p>
      </div>
      {refused === null ? null : (
        <p role="alert" className="text-sm text-red-700" data-testid="upload-refused">
          {t(`enrichment.upload.errors.${refused}`, { defaultValue: t('enrichment.upload.errors.other') })}
        </p>
      )}
    </div>
  )
}
