import { type Logger, pino } from 'pino'

/**
 * Structured JSON logs; credentials never reach them. With traces on, `traceFields` adds the active
 * trace and span ids to every line (pino's mixin), so a request's lines and its trace find each other.
 */
export const createLogger = (level: string, traceFields?: () => Record<string, string>): Logger =>
  pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    ...(traceFields === undefined ? {} : { mixin: traceFields }),
  })
