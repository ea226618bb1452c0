const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
// Letters of any script are allowed so internationalised domains typed as text ("公司.中国") still count.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
// A letters-only top label keeps version numbers and prices ("v1.2", "3.50") out of domain search.
const TOP_LABEL = /^\p{L}{2,63}$/u
const MAX_HOSTNAME_LENGTH = 253

/**
 * The host of a URL or bare hostname ("acme.example", "https://www.acme.example/about",
 * "jane@acme.example"), lower case, port and one trailing dot dropped, leading "www." labels dropped;
 * undefined when the text is not one.
 */
export const hostnameOf = (input: string): string | undefined => {
  const text = input.trim()
  // Most of what is typed into the company search is a name: no dot, no host (checked first, as it is cheap).
  if (!text.includes('.') || /\s/u.test(text)) return undefined
  const authority = text.replace(SCHEME, '').split(/[/?#]/, 1)[0] ?? ''
  const host = authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
  const labels = host.split('.')
  const top = labels[labels.length - 1] ?? ''
  if (labels.length < 2 || host.length > MAX_HOSTNAME_LENGTH) return undefined
  if (!labels.every((label) => LABEL.test(label)) || !TOP_LABEL.test(top)) return undefined
  // "www.acme.example" and "acme.example" are the same company; "www.example" keeps its only label.
  while (labels[0] === 'www' && labels.length > 2) labels.shift()
  return labels.join('.')
}
