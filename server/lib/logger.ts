// Logger settings. Personal data (names, e-mails, phones, message text) must never reach the
// logs, so requests are logged as method, path and status only, and bodies never.
import type { FastifyServerOptions } from 'fastify';

export interface LoggerSettings {
  level?: string;
  /** Where to write (tests capture the output to prove nothing personal is logged). */
  stream?: { write(line: string): void };
}

interface RequestLike {
  method?: string;
  url?: string;
}
interface ErrorLike {
  name?: string;
  code?: string;
  message?: string;
  stack?: string;
}

// The query string may carry anything a caller typed; the path is enough to trace a request.
const pathOnly = (url = '') => url.split('?')[0];

export function loggerOptions(settings: LoggerSettings | false): FastifyServerOptions['logger'] {
  if (settings === false) return false;
  return {
    level: settings.level ?? 'info',
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: {
      req: (req: RequestLike) => ({ method: req.method, url: pathOnly(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      // Database errors carry row values in `detail`, `where` and `parameters`; keep only these.
      err: (err: ErrorLike) => ({
        type: err.name ?? 'Error',
        code: err.code,
        message: err.message ?? '',
        stack: err.stack ?? '',
      }),
    },
    // Belt and braces in case someone logs an object carrying form fields or a request's headers
    // (Cookie, Authorization): at trace @fastify/multipart logs { busboyOptions: { headers } }.
    redact: {
      paths: ['body', '*.body', 'headers', '*.headers', '*.*.headers', '*.email', '*.phone', '*.contact', '*.token'],
      censor: '[redacted]',
    },
  };
}
