import { Schema } from 'effect'
import {
  CONTACT_SORTS,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SORT_DIRECTIONS,
  VERDICT_FILTERS,
} from '../../domain/contacts-workspace/contact-query.ts'
import { LIST_NAME_MAX_LENGTH, MAX_LIST_CHANGE } from '../../domain/contacts-workspace/lists.ts'
import { MAX_REVERIFY_SELECTION } from '../../domain/contacts-workspace/reverify.ts'
import { defineCall, type ErrorDoc, XLSX_MEDIA_TYPE } from './call.ts'
import { EmailVerdictSchema } from './email.ts'
import { Count, IsoDate, isPrintable, Text } from './wire-schemas.ts'

// The Contacts page's calls (docs/contacts.md): everyone the caller revealed, their lists, exports and
// re-verification. Every call reads and writes the caller's own contacts and lists only. Through an API
// key, reading and exporting needs `read`; changing lists and asking for re-verification needs `write`
// (free, but a change: a read-only key, say a reporting tool's, cannot delete a list).

export const CONTACT_LIST_CODES = {
  invalidListName: 'INVALID_LIST_NAME',
  listNameTaken: 'LIST_NAME_TAKEN',
  listNotFound: 'LIST_NOT_FOUND',
  tooManyLists: 'TOO_MANY_LISTS',
} as const

const Day = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
    Schema.makeFilter((d: string) => Number.isFinite(Date.parse(d))),
  ),
)
const Limit = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_PAGE_SIZE })),
)
const ListId = Text(100)
const ProfileIds = (max: number) =>
  Schema.Array(Text(200)).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(max)))

/** What a view shows: the filters (all optional, combined as "and"). */
const FilterQuery = {
  search: Schema.optionalKey(
    Schema.String.pipe(Schema.check(Schema.isMaxLength(SEARCH_MAX_LENGTH), isPrintable())),
  ),
  company: Schema.optionalKey(Text(200)),
  verdict: Schema.optionalKey(Schema.Literals(VERDICT_FILTERS)),
  revealedFrom: Schema.optionalKey(Day),
  revealedTo: Schema.optionalKey(Day),
  listId: Schema.optionalKey(ListId),
}

export const ContactItem = Schema.Struct({
  linkedinId: Schema.String,
  url: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.NullOr(Schema.String),
  companyDomain: Schema.NullOr(Schema.String),
  /** The best revealed address; null when emails were not revealed or none is held. */
  email: Schema.NullOr(Schema.String),
  verdict: Schema.NullOr(EmailVerdictSchema),
  checkedAt: Schema.NullOr(IsoDate),
  phone: Schema.NullOr(Schema.String),
  whatsappValid: Schema.Boolean,
  revealed: Schema.Struct({ emails: Schema.Boolean, phones: Schema.Boolean }),
  revealedAt: IsoDate,
  /** The ids of the caller's lists this person is in. */
  lists: Schema.Array(Schema.String),
  /** When the caller may next ask to re-verify (null: now). */
  reverifyAfter: Schema.NullOr(IsoDate),
})

export const ContactsAnswer = Schema.Struct({
  contacts: Schema.Array(ContactItem),
  /** Pass as `after` for the next page; null on the last. */
  next: Schema.NullOr(Schema.String),
  /**
   * How many contacts the filters keep: on the first page (no `after`) only, else null. Exact without
   * filters; a filtered view counts up to 1,000 and then sets `more`.
   */
  total: Schema.NullOr(Count),
  more: Schema.Boolean,
})

export const ContactListItem = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  createdAt: IsoDate,
  size: Count,
})

// Literal codes (`as const satisfies`), so each call's failure type names them and the UI's
// comparisons with them are checked by the compiler.
const LIST_NOT_FOUND = {
  status: 404,
  code: CONTACT_LIST_CODES.listNotFound,
  when: 'no list of the caller’s has this id (another user’s list is not found either)',
} as const satisfies ErrorDoc
const NAME_ERRORS = [
  {
    status: 400,
    code: CONTACT_LIST_CODES.invalidListName,
    when: `the name is blank or over ${LIST_NAME_MAX_LENGTH} characters`,
  },
  {
    status: 409,
    code: CONTACT_LIST_CODES.listNameTaken,
    when: 'the caller has a list of that name (in any case)',
  },
] as const satisfies readonly ErrorDoc[]

export const listContacts = defineCall({
  method: 'GET',
  path: '/api/contacts',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts-workspace',
  summary:
    'Everyone the caller revealed, newest first by default: search (name, company, revealed email), ' +
    'filters, sort, and keyset pages (`after` = the previous answer’s `next`)',
  query: Schema.Struct({
    ...FilterQuery,
    sort: Schema.optionalKey(Schema.Literals(CONTACT_SORTS)),
    direction: Schema.optionalKey(Schema.Literals(SORT_DIRECTIONS)),
    limit: Schema.optionalKey(Limit),
    after: Schema.optionalKey(Text(500)),
  }),
  response: ContactsAnswer,
  errors: [{ status: 400, code: 'INVALID_REQUEST', when: '`after` is not a `next` this service gave' }],
})

const exportSummary = (format: string) =>
  `A list or a filtered view of the caller’s contacts as ${format}, newest first; revealed parts only, ` +
  'formula cells defused; free'

export const exportContactsCsv = defineCall({
  method: 'GET',
  path: '/api/contacts/export.csv',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts-workspace',
  summary: exportSummary('CSV (UTF-8 with BOM)'),
  query: Schema.Struct(FilterQuery),
  produces: 'text/csv',
})

export const exportContactsXlsx = defineCall({
  method: 'GET',
  path: '/api/contacts/export.xlsx',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts-workspace',
  summary: exportSummary('an Excel workbook'),
  query: Schema.Struct(FilterQuery),
  produces: XLSX_MEDIA_TYPE,
})

export const reverifyContacts = defineCall({
  method: 'POST',
  path: '/api/contacts/reverify',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary:
    `Queue a re-check of the revealed email of up to ${MAX_REVERIFY_SELECTION} contacts; free, at most once ` +
    'a day per contact (others are counted, not queued)',
  body: Schema.Struct({ linkedinIds: ProfileIds(MAX_REVERIFY_SELECTION) }),
  response: Schema.Struct({ queued: Count, tooSoon: Count, noEmail: Count, notHeld: Count }),
  status: 202,
})

export const listContactLists = defineCall({
  method: 'GET',
  path: '/api/contact-lists',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts-workspace',
  summary: 'The caller’s lists with their sizes, by name',
  response: Schema.Struct({ lists: Schema.Array(ContactListItem) }),
})

const NameBody = Schema.Struct({ name: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))) })
const IdParams = Schema.Struct({ id: ListId })

export const createContactList = defineCall({
  method: 'POST',
  path: '/api/contact-lists',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary: 'A new, empty list',
  body: NameBody,
  response: ContactListItem,
  status: 201,
  errors: [
    ...NAME_ERRORS,
    { status: 409, code: CONTACT_LIST_CODES.tooManyLists, when: 'the caller keeps the most lists allowed' },
  ],
})

export const renameContactList = defineCall({
  method: 'PATCH',
  path: '/api/contact-lists/:id',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary: 'Rename a list',
  params: IdParams,
  body: NameBody,
  response: Schema.Struct({ id: Schema.String, name: Schema.String }),
  errors: [...NAME_ERRORS, LIST_NOT_FOUND],
})

export const deleteContactList = defineCall({
  method: 'DELETE',
  path: '/api/contact-lists/:id',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary: 'Delete a list (its people stay in Contacts and in other lists)',
  params: IdParams,
  response: Schema.Struct({ deleted: Schema.Literal(true) }),
  errors: [LIST_NOT_FOUND],
})

export const addToContactList = defineCall({
  method: 'POST',
  path: '/api/contact-lists/:id/members',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary: `Add up to ${MAX_LIST_CHANGE} people the caller revealed to a list (others are left out); \`added\` counts the new ones`,
  params: IdParams,
  body: Schema.Struct({ linkedinIds: ProfileIds(MAX_LIST_CHANGE) }),
  response: Schema.Struct({ added: Count }),
  errors: [LIST_NOT_FOUND],
})

export const removeFromContactList = defineCall({
  method: 'POST',
  path: '/api/contact-lists/:id/members/remove',
  access: 'user',
  keyScope: 'write',
  tag: 'contacts-workspace',
  summary: `Take up to ${MAX_LIST_CHANGE} people out of a list (they stay in Contacts)`,
  params: IdParams,
  body: Schema.Struct({ linkedinIds: ProfileIds(MAX_LIST_CHANGE) }),
  response: Schema.Struct({ removed: Count }),
  errors: [LIST_NOT_FOUND],
})
