import type { Language } from '../../domain/preferences/language.ts'
import { joinParts, type Tree } from './build-catalogue.ts'
import { CATALOGUE_EN } from './catalogue.en.ts'
import { CATALOGUE_ZH } from './catalogue.zh.ts'
import { DASHBOARD_EN } from './dashboard.en.ts'
import { DASHBOARD_ZH } from './dashboard.zh.ts'
import { DASHBOARD_PAGES_EN } from './dashboard-pages.en.ts'
import { DASHBOARD_PAGES_ZH } from './dashboard-pages.zh.ts'
import { LEGAL_EN } from './legal.en.ts'
import { LEGAL_ZH } from './legal.zh.ts'
import { OPT_OUT_EN } from './opt-out.en.ts'
import { OPT_OUT_ZH } from './opt-out.zh.ts'

/**
 * Every message of the app, per language: the core catalogue, every feature's, and the error texts.
 * All at once, for checks and tests. The app loads one language at a time, and in it the site's
 * messages first (catalogue.<lang>.ts), the dashboard's (its frame and company search, then its other pages), the policies' and the opt-out page's with
 * their pages.
 */
export const CATALOGUES: Readonly<Record<Language, Tree>> = {
  en: joinParts({
    site: CATALOGUE_EN,
    legal: LEGAL_EN,
    dashboard: DASHBOARD_EN,
    dashboardPages: DASHBOARD_PAGES_EN,
    optOut: OPT_OUT_EN,
  }),
  zh: joinParts({
    site: CATALOGUE_ZH,
    legal: LEGAL_ZH,
    dashboard: DASHBOARD_ZH,
    dashboardPages: DASHBOARD_PAGES_ZH,
    optOut: OPT_OUT_ZH,
  }),
}
