import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync } from 'rolldown/experimental'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/preferences/language.ts'
import type { Tree } from './build-catalogue.ts'
import { CATALOGUE_EN, SITE_FILES as SITE_EN } from './catalogue.en.ts'
import { CATALOGUE_ZH, SITE_FILES as SITE_ZH } from './catalogue.zh.ts'
import { DASHBOARD_EN, DASHBOARD_FILES as DASHBOARD_FILES_EN } from './dashboard.en.ts'
import { DASHBOARD_FILES as DASHBOARD_FILES_ZH, DASHBOARD_ZH } from './dashboard.zh.ts'
import { DASHBOARD_PAGE_FILES as DASHBOARD_PAGE_FILES_EN, DASHBOARD_PAGES_EN } from './dashboard-pages.en.ts'
import { DASHBOARD_PAGE_FILES as DASHBOARD_PAGE_FILES_ZH, DASHBOARD_PAGES_ZH } from './dashboard-pages.zh.ts'
import { LEGAL_EN, LEGAL_FILES as LEGAL_FILES_EN } from './legal.en.ts'
import { LEGAL_FILES as LEGAL_FILES_ZH, LEGAL_ZH } from './legal.zh.ts'
import { OPT_OUT_EN, OPT_OUT_FILES as OPT_OUT_FILES_EN } from './opt-out.en.ts'
import { OPT_OUT_FILES as OPT_OUT_FILES_ZH, OPT_OUT_ZH } from './opt-out.zh.ts'

// The app loads the site's messages with the first page and three parts with their pages: the
// dashboard's (DashboardLayout, around every /admin page), the policies' (LegalDocument) and the
// opt-out page's (OptOutPage). These
// checks keep a page from asking for a message its parts do not hold, which would show a bare key.
const UI = resolve(import.meta.dirname, '..')
const ROUTES = join(UI, 'routes')

const PARTS = {
  en: {
    site: CATALOGUE_EN,
    dashboard: DASHBOARD_EN,
    dashboardPages: DASHBOARD_PAGES_EN,
    legal: LEGAL_EN,
    optOut: OPT_OUT_EN,
  },
  zh: {
    site: CATALOGUE_ZH,
    dashboard: DASHBOARD_ZH,
    dashboardPages: DASHBOARD_PAGES_ZH,
    legal: LEGAL_ZH,
    optOut: OPT_OUT_ZH,
  },
}

// What a file imports, statically or dynamically, within src/: read and parsed once for every route.
const importsOf = new Map<string, readonly string[]>()
const targetsOf = (file: string): readonly string[] => {
  const known = importsOf.get(file)
  if (known !== undefined) return known
  const code = readFileSync(file, 'utf8')
  const { module } = parseSync(file, code)
  const specifiers = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.dynamicImports.map((entry) =>
      code.slice(entry.moduleRequest.start + 1, entry.moduleRequest.end - 1),
    ),
  ]
  const targets = specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((target) => /\.tsx?$/.test(target) && existsSync(target))
  importsOf.set(file, targets)
  return targets
}

// Every source file a route's page can run: its static and dynamic imports, followed through src/.
const reachableFrom = (start: string): string[] => {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const target of targetsOf(file)) visit(target)
  }
  visit(start)
  return [...seen]
}

// A literal key, and the group a key built at run time starts with (`legal.${doc}.title` → legal).
const LITERAL_KEY = /\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g
const BUILT_KEY = /\bt\(\s*`([A-Za-z0-9_]+)[.$]/g

const keysUsedBy = (files: readonly string[]) =>
  files.flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    const where = relative(UI, file)
    return [
      ...[...code.matchAll(LITERAL_KEY)].map((m) => ({ where, key: m[1] as string })),
      ...[...code.matchAll(BUILT_KEY)].map((m) => ({ where, key: m[1] as string })),
    ]
  })

const lookup = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (at, part) => (typeof at === 'object' && at !== null ? (at as Tree)[part] : undefined),
      tree,
    )
// i18next plurals: `x` is asked for, `x_one` / `x_other` are written.
const has = (tree: Tree, key: string) =>
  lookup(tree, key) !== undefined || lookup(tree, `${key}_other`) !== undefined

const missing = (routeFiles: readonly string[], parts: readonly (keyof (typeof PARTS)['en'])[]) =>
  LANGUAGES.flatMap((language) =>
    keysUsedBy([...new Set(routeFiles.flatMap(reachableFrom))])
      .filter(({ key }) => !parts.some((part) => has(PARTS[language][part], key)))
      .map(({ where, key }) => `${language} ${where}: ${key}`),
  )

const route = (name: string) => join(ROUTES, name)

describe('message parts', () => {
  it('the public pages ask only for the site’s messages (the policies for theirs too)', () => {
    const publicRoutes = readdirSync(ROUTES)
      .filter(
        (name) =>
          /\.tsx$/.test(name) && !['admin.tsx', 'privacy.tsx', 'terms.tsx', 'opt-out.tsx'].includes(name),
      )
      .map(route)
    expect(publicRoutes).toContain(route('index.tsx'))
    expect(missing(publicRoutes, ['site'])).toEqual([])
    expect(keysUsedBy(reachableFrom(route('index.tsx'))).length).toBeGreaterThan(50)
    expect(missing([route('privacy.tsx'), route('terms.tsx')], ['site', 'legal'])).toEqual([])
    expect(missing([route('opt-out.tsx')], ['site', 'optOut'])).toEqual([])
    expect(missing([route('opt-out.tsx')], ['site']).length).toBeGreaterThan(10)
  })

  it('the dashboard’s pages ask only for the site’s and the dashboard’s messages', () => {
    const adminRoutes = [
      route('admin.tsx'),
      ...readdirSync(join(ROUTES, 'admin')).map((name) => join(ROUTES, 'admin', name)),
    ]
    expect(missing(adminRoutes, ['site', 'dashboard', 'dashboardPages'])).toEqual([])
    // Not vacuous: without their part, the dashboard's pages would miss messages.
    expect(missing(adminRoutes, ['site']).length).toBeGreaterThan(50)
  })

  it('the dashboard’s frame and the page it opens on need only the frame’s part (issue 24)', () => {
    // The layout loads the other pages' part around every page but these (dashboard-layout.tsx).
    const arrival = [route('admin.tsx'), route('admin/index.tsx'), route('admin/search.tsx')]
    expect(missing(arrival, ['site', 'dashboard'])).toEqual([])
    expect(missing([route('admin/orders.tsx')], ['site', 'dashboard']).length).toBeGreaterThan(10)
  })

  it('the pages of a part fetch it: the dashboard’s layout and the policies’ document', () => {
    const fetches = (file: string, part: string) =>
      readFileSync(join(UI, file), 'utf8').includes(`useMessages(${part})`)
    expect(fetches('features/dashboard/dashboard-layout.tsx', 'DASHBOARD_MESSAGES')).toBe(true)
    expect(fetches('features/dashboard/dashboard-layout.tsx', 'DASHBOARD_PAGE_MESSAGES')).toBe(true)
    expect(fetches('features/legal/legal-document.tsx', 'LEGAL_MESSAGES')).toBe(true)
    expect(reachableFrom(route('admin.tsx'))).toContain(join(UI, 'features/dashboard/dashboard-layout.tsx'))
    for (const page of ['privacy.tsx', 'terms.tsx'])
      expect(reachableFrom(route(page))).toContain(join(UI, 'features/legal/legal-document.tsx'))
    expect(fetches('features/opt-out/opt-out-page.tsx', 'OPT_OUT_MESSAGES')).toBe(true)
    expect(reachableFrom(route('opt-out.tsx'))).toContain(join(UI, 'features/opt-out/opt-out-page.tsx'))
  })

  it('every feature file is in exactly one part, in both languages', () => {
    const names = (files: Readonly<Record<string, unknown>>) =>
      Object.keys(files).map((f) => f.replace(/^.*\//, ''))
    const features = [...readdirSync(join(UI, 'i18n/features')), ...readdirSync(join(UI, 'i18n/dashboard'))]
    for (const [language, groups] of [
      ['en', [SITE_EN, DASHBOARD_FILES_EN, DASHBOARD_PAGE_FILES_EN, LEGAL_FILES_EN, OPT_OUT_FILES_EN]],
      ['zh', [SITE_ZH, DASHBOARD_FILES_ZH, DASHBOARD_PAGE_FILES_ZH, LEGAL_FILES_ZH, OPT_OUT_FILES_ZH]],
    ] as const) {
      const listed = groups.flatMap(names)
      expect(listed.sort()).toEqual(features.filter((f) => f.endsWith(`.${language}.json`)).sort())
    }
  })
})
