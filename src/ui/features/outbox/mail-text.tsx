import { Fragment } from 'react'
import { keyedByOccurrence } from '../../lib/occurrence-keys.ts'

// Web addresses in a plain-text mail, up to the first space (a sentence's closing punctuation is left out).
const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”])/g

type Part = { readonly link: boolean; readonly text: string }

// Splitting on the capturing LINK alternates text and link: the odd parts are the links.
const partsOf = (text: string): Part[] =>
  text.split(LINK).map((part, i) => ({ link: i % 2 === 1, text: part }))

/**
 * A plain-text mail as its recipient would read it: its lines kept, its links followable, so an
 * administrator can act on a confirmation link the embedded outbox did not deliver.
 */
export const MailText = ({ text }: { text: string }) => (
  <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
    {keyedByOccurrence(partsOf(text), (part) => `${part.link ? 'link' : 'text'}:${part.text}`).map(
      ({ key, item: part }) =>
        part.link ? (
          <a
            key={key}
            href={part.text}
            className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={key}>{part.text}</Fragment>
        ),
    )}
  </pre>
)
