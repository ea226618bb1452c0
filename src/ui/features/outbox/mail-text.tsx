import { Fragment } from 'react'

// Web addresses in a plain-text mail, up to the first space (a sentence's closing punctuation is left out).
const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”])/g

/**
 * A plain-text mail as its recipient would read it: its lines kept, its links followable, so an
 * administrator can act on a confirmation link the embedded outbox did not deliver.
 */
export const MailText = ({ text }: { text: string }) => (
  <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
    {text.split(LINK).map((part, i) =>
      i % 2 === 1 ? (
        <a
          key={i}
          href={part}
          className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {part}
        </a>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    )}
  </pre>
)
