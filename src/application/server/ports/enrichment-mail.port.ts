import type { Instant } from '../../../domain/shared/instant.ts'

/** What the finished-job mail tells its reader: the job's figures and where its page is. */
export type FinishedJobMail = {
  readonly to: string
  readonly fileName: string
  readonly rows: number
  readonly found: number
  readonly notFound: number
  readonly invalid: number
  readonly charged: number
  /** Until when the result is kept. */
  readonly keptUntil: Instant
  /** The job's page in the web app. */
  readonly pageUrl: string
}

/** Sends the mail that says a bulk enrichment job is finished; how it reads is the mail adapter's. */
export interface EnrichmentMail {
  send(mail: FinishedJobMail): Promise<void>
}
