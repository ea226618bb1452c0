/** What a column of an uploaded file holds, as far as enrichment reads it. */
export const COLUMN_ROLES = [
  'profileLink',
  'firstName',
  'lastName',
  'fullName',
  'company',
  'domain',
  'email',
] as const
export type ColumnRole = (typeof COLUMN_ROLES)[number]

/** Which column (0-based) holds each role; a role without a column is absent. */
export type ColumnMapping = { readonly [R in ColumnRole]?: number }

// Header words people (and other tools' exports: Apollo, Lusha, Hunter, Sales Navigator) use for each
// role, compared after lower-casing and dropping everything but letters and digits ("First Name",
// "first_name", "FirstName" are one). Chinese Excel headers included.
const SYNONYMS: Readonly<Record<ColumnRole, readonly string[]>> = {
  profileLink: [
    'profilelink',
    'profileurl',
    'profile',
    'linkedin',
    'linkedinurl',
    'linkedinprofile',
    'linkedinprofileurl',
    'personlinkedinurl',
    'url',
    'link',
    '领英',
    '领英链接',
    '主页链接',
    '个人主页',
    '链接',
  ],
  firstName: ['firstname', 'first', 'givenname', 'forename', '名'],
  lastName: ['lastname', 'last', 'surname', 'familyname', '姓'],
  fullName: ['fullname', 'name', 'contactname', 'person', 'personname', '姓名', '名字', '联系人'],
  company: [
    'company',
    'companyname',
    'organization',
    'organisation',
    'employer',
    'account',
    'accountname',
    '公司',
    '公司名称',
    '企业',
    '企业名称',
  ],
  domain: [
    'domain',
    'companydomain',
    'website',
    'companywebsite',
    'web',
    'site',
    'websiteurl',
    '网站',
    '官网',
    '域名',
    '公司网站',
  ],
  email: [
    'email',
    'emailaddress',
    'mail',
    'workemail',
    'businessemail',
    'e-mail',
    '邮箱',
    '电子邮件',
    '邮件',
  ],
}

/** A header as compared: lower case, letters (any script) and digits only. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

const SYNONYM_KEYS: Readonly<Record<ColumnRole, ReadonlySet<string>>> = Object.fromEntries(
  COLUMN_ROLES.map((role) => [role, new Set(SYNONYMS[role].map(headerKey))]),
) as unknown as Record<ColumnRole, ReadonlySet<string>>

// Weaker hints: a header containing these words (e.g. "Contact LinkedIn URL", "Work Email 1").
const CONTAINS: readonly (readonly [ColumnRole, RegExp])[] = [
  ['profileLink', /linkedin|profile|领英|主页/],
  ['email', /e-?mail|邮箱|邮件/],
  ['domain', /domain|website|网站|域名/],
  ['firstName', /first|given/],
  ['lastName', /last|surname|family/],
  ['company', /company|organi[sz]ation|employer|公司|企业/],
  ['fullName', /name|姓名/],
]

/**
 * Guesses the mapping from a file's header: exact synonyms first, then headers that contain a role's
 * word, each role to at most one column and each column to at most one role, the leftmost column
 * winning a tie. Headers that say nothing are left unmapped for the user.
 */
export const guessMapping = (headers: readonly string[]): ColumnMapping => {
  const mapping: Partial<Record<ColumnRole, number>> = {}
  const taken = new Set<number>()
  const keys = headers.map((h) => headerKey(h))
  const assign = (role: ColumnRole, matches: (key: string, raw: string) => boolean) => {
    if (mapping[role] !== undefined) return
    const index = keys.findIndex((key, i) => !taken.has(i) && key !== '' && matches(key, headers[i] ?? ''))
    if (index === -1) return
    mapping[role] = index
    taken.add(index)
  }
  for (const role of COLUMN_ROLES) assign(role, (key) => SYNONYM_KEYS[role].has(key))
  for (const [role, pattern] of CONTAINS) assign(role, (_, raw) => pattern.test(raw.toLowerCase()))
  return mapping
}

/** What a mapping lets enrichment do; a mapping that allows nothing cannot start a job. */
export type MappingUse = {
  readonly profiles: boolean
  readonly finder: boolean
  readonly verify: boolean
}

export const mappingUse = (mapping: ColumnMapping): MappingUse => ({
  profiles: mapping.profileLink !== undefined,
  finder:
    (mapping.fullName !== undefined || (mapping.firstName !== undefined && mapping.lastName !== undefined)) &&
    (mapping.company !== undefined || mapping.domain !== undefined),
  verify: mapping.email !== undefined,
})

export const isUsableMapping = (mapping: ColumnMapping): boolean => {
  const use = mappingUse(mapping)
  return use.profiles || use.finder || use.verify
}

/** A mapping that names a column the file does not have, or one column twice, is not a mapping. */
export const isWellFormedMapping = (mapping: ColumnMapping, columns: number): boolean => {
  const used = Object.values(mapping).filter((v): v is number => v !== undefined)
  return used.every((v) => Number.isInteger(v) && v >= 0 && v < columns) && new Set(used).size === used.length
}
