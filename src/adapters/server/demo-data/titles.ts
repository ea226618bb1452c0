import type { Seniority } from './demo-records.ts'
import { nameList } from './name-list.ts'
import type { SeededRandom } from './seeded-random.ts'

export type Role = { readonly title: string; readonly seniority: Seniority }

// Weighted like a B2B contact database, which over-represents managers and executives.
const DEPARTMENTS: ReadonlyArray<readonly [string, number]> = [
  ['Sales', 18],
  ['Engineering', 16],
  ['Operations', 12],
  ['Marketing', 9],
  ['Supply Chain', 6],
  ['Procurement', 6],
  ['Customer Success', 6],
  ['Finance', 6],
  ['Human Resources', 5],
  ['Product', 5],
  ['IT', 5],
  ['Business Development', 5],
  ['Quality', 4],
  ['Legal', 2],
]

// Individual-contributor titles avoid Director/Head/Owner/Partner words ("Product Owner", "Art Director"),
// so a title reads as decision-maker exactly when its seniority is one.
const CONTRIBUTOR_TITLES: Readonly<Record<string, readonly string[]>> = {
  Sales: nameList(
    'Account Executive, Sales Representative, Sales Development Representative, Inside Sales Specialist',
  ),
  Engineering: nameList(
    'Software Engineer, Senior Software Engineer, Mechanical Engineer, Electrical Engineer, QA Engineer',
  ),
  Operations: nameList('Operations Analyst, Operations Coordinator, Production Planner'),
  Marketing: nameList('Marketing Specialist, Content Strategist, Growth Marketer, Brand Designer'),
  'Supply Chain': nameList('Logistics Coordinator, Supply Chain Analyst, Demand Planner'),
  Procurement: nameList('Buyer, Purchasing Specialist, Sourcing Specialist'),
  'Customer Success': nameList(
    'Customer Success Specialist, Support Engineer, Customer Service Representative',
  ),
  Finance: nameList('Accountant, Financial Analyst, Accounts Payable Specialist'),
  'Human Resources': nameList('HR Generalist, Recruiter, Talent Acquisition Specialist'),
  Product: nameList('Product Designer, UX Researcher, Product Analyst'),
  IT: nameList('Systems Administrator, IT Specialist, Network Engineer'),
  'Business Development': nameList(
    'Business Development Representative, Export Specialist, Trade Specialist',
  ),
  Quality: nameList('Quality Engineer, Quality Inspector, Compliance Specialist'),
  Legal: nameList('Legal Counsel, Paralegal, Contracts Specialist'),
}

const SENIORITY_WEIGHTS: ReadonlyArray<readonly [Seniority, number]> = [
  ['founder', 2],
  ['c_level', 5],
  ['vp', 6],
  ['director', 9],
  ['head', 7],
  ['manager', 20],
  ['individual_contributor', 51],
]

// One holder per chief role in a company; once all are taken, a drawn "c_level" becomes a VP.
const CHIEF_ROLES: ReadonlyArray<readonly [string, string]> = [
  ['CFO', 'Chief Financial Officer'],
  ['CTO', 'Chief Technology Officer'],
  ['COO', 'Chief Operating Officer'],
  ['CMO', 'Chief Marketing Officer'],
  ['CRO', 'Chief Revenue Officer'],
  ['CPO', 'Chief Procurement Officer'],
  ['CIO', 'Chief Information Officer'],
]
const TOP_TITLES = nameList('CEO, Chief Executive Officer, President, Managing Director')
const FOUNDER_TITLES = nameList('Co-Founder, Founder, Owner, Partner, Managing Partner')

const titleIn = (random: SeededRandom, seniority: Seniority, department: string): string => {
  switch (seniority) {
    case 'founder':
      return random.pick(FOUNDER_TITLES)
    case 'vp':
      return random.pick([`VP of ${department}`, `Vice President, ${department}`, `SVP ${department}`])
    case 'director':
      return random.pick([
        `Director of ${department}`,
        `${department} Director`,
        `Senior Director, ${department}`,
      ])
    case 'head':
      return `Head of ${department}`
    case 'manager':
      return random.pick([`${department} Manager`, `Senior ${department} Manager`])
    case 'individual_contributor':
      return random.pick(CONTRIBUTOR_TITLES[department] ?? ['Specialist'])
    case 'c_level':
      throw new Error('chief titles are assigned by assignRoles')
  }
}

/**
 * The roles of a company's `count` people, in order. The first is the top executive (a founder-CEO in
 * a small company), so every company has at least one decision maker to find.
 */
export const assignRoles = (random: SeededRandom, count: number, employeeCount: number): Role[] => {
  const roles: Role[] = []
  if (count < 1) return roles
  roles.push(
    employeeCount <= 50 && random.chance(0.6)
      ? { title: 'Founder & CEO', seniority: 'founder' }
      : { title: random.pick(TOP_TITLES), seniority: 'c_level' },
  )
  const chiefs = [...CHIEF_ROLES]
  for (let i = 1; i < count; i++) {
    const department = random.weighted(DEPARTMENTS)
    const drawn = random.weighted(SENIORITY_WEIGHTS)
    if (drawn === 'c_level') {
      const chief = chiefs.splice(random.int(chiefs.length || 1), 1)[0]
      if (chief !== undefined) {
        roles.push({ title: random.chance(0.5) ? chief[0] : chief[1], seniority: 'c_level' })
        continue
      }
    }
    const seniority = drawn === 'c_level' ? 'vp' : drawn
    roles.push({ title: titleIn(random, seniority, department), seniority })
  }
  return roles
}
