import type {
  EnrichmentMail,
  FinishedJobMail,
} from '../../../application/server/ports/enrichment-mail.port.ts'
import type { MailSender } from '../../../application/server/ports/mail.port.ts'

/** The finished-job mail in the service's words (English), sent through the service's mail sender. */
export class WordedEnrichmentMail implements EnrichmentMail {
  constructor(private readonly mail: MailSender) {}

  send(job: FinishedJobMail): Promise<void> {
    return this.mail.send({
      to: job.to,
      subject: `LeadLens: your bulk enrichment of ${job.fileName} is ready`,
      text: [
        `Your file ${job.fileName} is enriched.`,
        '',
        `Rows: ${job.rows}`,
        `Found: ${job.found}`,
        `Not found: ${job.notFound}`,
        `Invalid input: ${job.invalid}`,
        `Credits charged: ${job.charged}`,
        '',
        `Download the result (kept until ${new Date(job.keptUntil).toISOString().slice(0, 10)}):`,
        job.pageUrl,
      ].join('\n'),
    })
  }
}
