import type { Container, ResolutionContext } from 'inversify'
import { optOutRoutes } from '../../adapters/server/api/routes/opt-out.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { KyselyContactEraser } from '../../adapters/server/contact-source/kysely-contact-eraser.ts'
import { EmlOutbox } from '../../adapters/server/mail/eml-outbox.ts'
import { FolderEmlStore } from '../../adapters/server/mail/folder-eml-store.ts'
import { MemoryEmlStore } from '../../adapters/server/mail/memory-eml-store.ts'
import { bilingualOptOutMail } from '../../adapters/server/mail/opt-out-mail-wording.ts'
import { nodeDigest } from '../../adapters/server/node-digest.ts'
import { KyselyOptOutReviews } from '../../adapters/server/persistence/kysely-opt-out-reviews.repository.ts'
import { KyselySuppressionList } from '../../adapters/server/persistence/kysely-suppression-list.repository.ts'
import { ConfirmOptOut } from '../../application/server/confirm-opt-out.use-case.ts'
import { ListOutbox } from '../../application/server/list-outbox.use-case.ts'
import { DecideOptOutReview, ListOptOutReviews } from '../../application/server/opt-out-reviews.use-case.ts'
import type { ContactEraser } from '../../application/server/ports/contact-eraser.port.ts'
import type { MailSender } from '../../application/server/ports/mail.port.ts'
import type { OptOutReviews } from '../../application/server/ports/opt-out-reviews.repository.port.ts'
import { RequestOptOut } from '../../application/server/request-opt-out.use-case.ts'
import { pepperCheck } from '../../domain/opt-out/suppression-key.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/**
 * Opt-out: mail goes to the embedded outbox (.eml files in OUTBOX_DIR, or memory), which admins read
 * at /admin/outbox; a mail-server adapter would be bound to MailSender here instead.
 */
export const OptOutTokens = {
  MailSender: token<MailSender>('MailSender'),
  ContactEraser: token<ContactEraser>('ContactEraser'),
  RequestOptOut: token<RequestOptOut>('RequestOptOut'),
  ConfirmOptOut: token<ConfirmOptOut>('ConfirmOptOut'),
  ListOutbox: token<ListOutbox>('ListOutbox'),
  OptOutReviews: token<OptOutReviews>('OptOutReviews'),
  ListOptOutReviews: token<ListOptOutReviews>('ListOptOutReviews'),
  DecideOptOutReview: token<DecideOptOutReview>('DecideOptOutReview'),
} as const

export const bindOptOutArea = (container: Container, config: ServerConfig): void => {
  const O = OptOutTokens
  const { outboxDir, mailFrom, suppressionPepper } = config.optOut
  // One outbox serves both ports: what it sends is what admins read.
  let outbox: EmlOutbox | undefined
  const outboxOf = (ctx: ResolutionContext) =>
    (outbox ??= new EmlOutbox(outboxDir === 'memory' ? new MemoryEmlStore() : new FolderEmlStore(outboxDir), {
      from: mailFrom,
      now: typedResolver(ctx)(T.Clock).now,
    }))
  container.bind(T.MailOutbox).toDynamicValue(outboxOf)
  container.bind(O.MailSender).toDynamicValue(outboxOf)
  container.bind(T.SuppressionList).toDynamicValue(async (ctx) => {
    const { db } = await typedAsyncResolver(ctx)(T.Database)
    return new KyselySuppressionList(db, pepperCheck(suppressionPepper, nodeDigest.sha256Hex))
  })
  container
    .bind(O.ContactEraser)
    .toDynamicValue(async (ctx) => new KyselyContactEraser((await typedAsyncResolver(ctx)(T.Database)).db))
  container
    .bind(O.OptOutReviews)
    .toDynamicValue(async (ctx) => new KyselyOptOutReviews((await typedAsyncResolver(ctx)(T.Database)).db))
  container.bind(O.RequestOptOut).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new RequestOptOut(
      {
        list: await getAsync(T.SuppressionList),
        reviews: await getAsync(O.OptOutReviews),
        contacts: await getAsync(T.ContactSource),
        mail: get(O.MailSender),
        wording: bilingualOptOutMail,
        digest: nodeDigest,
        random: get(T.Random),
        ids: get(T.Ids),
        clock: get(T.Clock),
      },
      { publicUrl: config.publicUrl, brandName: config.brand.name },
    )
  })
  container.bind(O.ListOptOutReviews).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ListOptOutReviews(await getAsync(O.OptOutReviews), await getAsync(T.ContactSource))
  })
  container.bind(O.DecideOptOutReview).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new DecideOptOutReview({
      reviews: await getAsync(O.OptOutReviews),
      list: await getAsync(T.SuppressionList),
      eraser: await getAsync(O.ContactEraser),
      digest: nodeDigest,
      clock: typedResolver(ctx)(T.Clock),
      audit: await getAsync(T.AuditLog),
      pepper: suppressionPepper,
    })
  })
  container.bind(O.ConfirmOptOut).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ConfirmOptOut(
      await getAsync(T.SuppressionList),
      await getAsync(O.ContactEraser),
      nodeDigest,
      typedResolver(ctx)(T.Clock),
      suppressionPepper,
    )
  })
  container.bind(O.ListOutbox).toDynamicValue((ctx) => new ListOutbox(typedResolver(ctx)(T.MailOutbox)))
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return optOutRoutes({
      requestOptOut: await getAsync(O.RequestOptOut),
      confirmOptOut: await getAsync(O.ConfirmOptOut),
      listOutbox: await getAsync(O.ListOutbox),
      listReviews: await getAsync(O.ListOptOutReviews),
      decideReview: await getAsync(O.DecideOptOutReview),
    })
  })
}
