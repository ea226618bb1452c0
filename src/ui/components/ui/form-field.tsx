import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { Label } from './label.tsx'

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  readonly id: string
  readonly 'aria-describedby'?: string
  readonly 'aria-invalid'?: true
}

/**
 * A labelled form field with an optional hint and an inline error: the control (given by `children`)
 * gets the ids that tie them together, and `aria-invalid` while the error shows. `note` follows the label
 * in lighter text ("optional", "required").
 */
export const FormField = ({
  label,
  note,
  hint,
  error,
  className,
  children,
}: {
  label: string
  note?: string | undefined
  hint?: string | undefined
  error?: string | undefined
  className?: string
  children: (control: FieldControlProps) => ReactNode
}) => {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {note ? <span className="ml-1 font-normal text-slate-500">({note})</span> : null}
      </Label>
      {children({
        id,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
