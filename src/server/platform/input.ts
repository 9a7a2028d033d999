import { validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { AppError } from './errors.js';

/** Deeper than any payload of the API: a deeper one is an attack on the parsers, not a request. */
export const MAX_INPUT_DEPTH = 32;

/**
 * C0 control characters other than tab, line feed and carriage return, DEL, and UTF-16 surrogates
 * that are not part of a pair. PostgreSQL cannot store NUL in text, and none of these is ever typed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/** Removes what isSafeText refuses, for values that are kept but never typed by the user (a file's name). */
export const withoutUnsafeText = (text: string): string => text.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '');

type InputProblem = { path: string; kind: 'text' | 'depth' };

/** The first string (key or value) that holds unsafe characters, or the first point nested too deep. */
function findInputProblem(value: unknown, path: string, depth: number): InputProblem | null {
  if (typeof value === 'string') return isSafeText(value) ? null : { path: path || '_', kind: 'text' };
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return { path: path || '_', kind: 'depth' };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return { path: itemPath, kind: 'text' };
    const problem = findInputProblem(item, itemPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The zod validator of every route, behind one check of what enters through params, query and body:
 * control characters, broken Unicode and absurd nesting are a 400 before any schema or query sees them.
 */
export const guardedValidatorCompiler: typeof validatorCompiler = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  return (data: unknown) => {
    const problem = findInputProblem(data, '', 0);
    if (!problem) return validate(data);
    const error =
      problem.kind === 'text'
        ? new AppError(400, 'INVALID_TEXT', SERVER_MESSAGES.invalidText, { [problem.path]: [SERVER_MESSAGES.invalidText] })
        : new AppError(400, 'TOO_DEEPLY_NESTED', SERVER_MESSAGES.tooDeeplyNested);
    return { error };
  };
};
