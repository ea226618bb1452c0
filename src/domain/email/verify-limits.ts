/** The most addresses one verification request takes (a pasted list); the wire and the page share it. */
export const MAX_VERIFY_ADDRESSES = 100
