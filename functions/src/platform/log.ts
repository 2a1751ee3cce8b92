/**
 * Structured logs, one JSON object per line. Callers pass only operational fields (route, status,
 * timing, ids, error names): never bodies, names, emails, phones, answers or tokens.
 */
export interface LogFields {
  route?: string;
  requestId?: string;
  status?: number;
  durationMs?: number;
  actorId?: string;
  actorRole?: string;
  code?: string;
  errorName?: string;
  errorCode?: string;
  [key: string]: string | number | boolean | undefined;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

function write(level: Level, msg: string, fields: LogFields): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  info: (msg: string, fields: LogFields = {}) => write('info', msg, fields),
  warn: (msg: string, fields: LogFields = {}) => write('warn', msg, fields),
  error: (msg: string, fields: LogFields = {}) => write('error', msg, fields),
};
