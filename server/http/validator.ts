import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { IssueLike } from '#lib/contracts/issues.ts';
import { nulIssues } from '#lib/contracts/text.ts';

/** How fastify-type-provider-zod marks its validation errors (so one error handler reads both). */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

function asValidationErrors(issues: IssueLike[]) {
  return issues.map((issue) => ({
    [ZOD_VALIDATION_ERROR]: true,
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
    message: issue.message,
    params: {},
  }));
}

/**
 * Every endpoint's params, query and body are checked against the text rules of the contracts
 * (lib/contracts/text.ts: no NUL in any string, under any key) and then validated by its Zod
 * schema; either way a mistake is 400 with field errors.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const issues = nulIssues(data);
    if (issues.length) return { error: asValidationErrors(issues) as never };
    return validate(data);
  };
};
