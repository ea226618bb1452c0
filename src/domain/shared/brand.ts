// A nominal type: a number that is Fen cannot be passed where Credits are expected.
declare const brand: unique symbol
export type Brand<T, Name extends string> = T & { readonly [brand]: Name }
