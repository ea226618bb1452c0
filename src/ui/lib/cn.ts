import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names, letting a later Tailwind utility override an earlier one. */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs))
