import { type Logger, pino } from 'pino'

/** Structured JSON logs; credentials never reach them. */
export const createLogger = (level: string): Logger =>
  pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  })
