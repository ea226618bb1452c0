/**
 * Whether two strings are equal, taking as long whatever their contents: every character is compared,
 * so the time a refusal takes says nothing of how much of a guessed secret's hash was right.
 */
export const equalInConstantTime = (a: string, b: string): boolean => {
  const length = Math.max(a.length, b.length)
  let difference = a.length ^ b.length
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0)
  return difference === 0
}
