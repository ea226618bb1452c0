// Test support: reads a Content-Security-Policy as a browser does, to say whether it is strict.

/** Directives a browser takes from default-src when a policy leaves them out (CSP 3 fetch directives). */
const FALLS_BACK_TO_DEFAULT = new Set([
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'object-src',
  'frame-src',
  'worker-src',
  'media-src',
  'manifest-src',
])

export const directivesOf = (policy: string): Map<string, readonly string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  )

/** The sources a directive allows in effect: its own, or default-src's where it falls back; undefined: no limit. */
export const effective = (policy: string, directive: string): readonly string[] | undefined => {
  const directives = directivesOf(policy)
  return (
    directives.get(directive) ??
    (FALLS_BACK_TO_DEFAULT.has(directive) ? directives.get('default-src') : undefined)
  )
}

const SCRIPT_OK = /^('self'|'none'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|'nonce-[A-Za-z0-9+/=_-]+')$/

/**
 * What is wrong with a policy against the product's bar, as readable sentences (empty: strict): scripts
 * only from the service's own files or a hash/nonce, no plugins, no <base>, never framed.
 */
export const cspProblems = (policy: string | undefined): string[] => {
  if (policy === undefined) return ['no Content-Security-Policy']
  const problems: string[] = []
  const scripts = effective(policy, 'script-src')
  if (scripts === undefined) problems.push('scripts are not limited')
  else for (const source of scripts) if (!SCRIPT_OK.test(source)) problems.push(`script-src allows ${source}`)
  const exactlyNone = (directive: string) => {
    const sources = effective(policy, directive)
    if (sources?.join(' ') !== "'none'") problems.push(`${directive} is ${sources?.join(' ') ?? 'unset'}`)
  }
  for (const directive of ['object-src', 'base-uri', 'frame-ancestors']) exactlyNone(directive)
  return problems
}
