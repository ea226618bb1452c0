import { SchemaIssue } from 'effect'

/** One refused setting: its name, what was given (or that it is hidden), and what it accepts. */
export type ConfigProblem = { readonly name: string; readonly given: string; readonly allowed: string }

/**
 * The settings the service refused at start-up, one line each, so a person sees what to fix without
 * reading a schema's internals (`RATE_LIMIT_PER_MINUTE="100000000": expected a whole number from 0 to
 * 1000000`).
 */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map(describeProblem).join('\n'))
    this.name = 'ConfigError'
  }
}

const describeProblem = ({ name, given, allowed }: ConfigProblem) => `${name}=${given}: expected ${allowed}`

// Secrets are never echoed to a log, even a wrong one: it may be a real secret set on the wrong name.
const SECRET = /PASSWORD|SECRET|PEPPER|TOKEN/

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * The problems of a refused environment, the first per variable: `allowed` says in words what a
 * variable accepts when it is listed, else the schema's own message.
 */
export const configProblems = (
  issue: SchemaIssue.Issue,
  env: Record<string, string | undefined>,
  allowed: Readonly<Record<string, string>>,
): ConfigProblem[] => {
  const problems = new Map<string, ConfigProblem>()
  for (const { path, message } of formatIssue(issue).issues) {
    const name = String(path?.[0] ?? '')
    if (problems.has(name)) continue
    const value = env[name]
    const given = SECRET.test(name) ? '(hidden)' : JSON.stringify(value ?? '')
    problems.set(name, { name, given, allowed: allowed[name] ?? message })
  }
  return [...problems.values()]
}
