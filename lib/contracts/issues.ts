import type { MessageKey, MessageParams } from '../i18n/messages.ts';
import { bilingual, isMessageKey } from '../i18n/translate.ts';
import type { FieldError } from './common.ts';

/** The parts of a Zod issue this module reads (Zod 4's issue shape). */
export interface IssueLike {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  input?: unknown;
  expected?: unknown;
  format?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: string[];
}

/** The message key and parameters that explain an issue to a person. */
export function describeIssue(issue: IssueLike): { key: MessageKey; params?: MessageParams } {
  // A schema may name a message key as its error text; that wins.
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.message.includes('received undefined'))
        return { key: 'validation.required' };
      if (issue.expected === 'int') return { key: 'validation.notInteger' };
      return { key: 'validation.invalidType' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.tooFewItems', params: { min } };
      return { key: 'validation.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { key: 'validation.tooManyItems', params: { max } };
      return { key: 'validation.tooBig', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalidEmail' };
      if (issue.format === 'url') return { key: 'validation.invalidUrl' };
      return { key: 'validation.invalidFormat' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalidOption' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Dotted path of an issue (`items.0.quantity`); the whole input is `''`. */
export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.');
}

/** Issues as the API's field errors, each with its message in English and Bengali. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<IssueLike>, prefix?: string): FieldError[] {
  return issues.map((issue) => {
    const { key, params } = describeIssue(issue);
    const path = issuePath(issue.path);
    return {
      path: prefix ? (path ? `${prefix}.${path}` : prefix) : path,
      code: issue.code,
      message: bilingual(key, params),
    };
  });
}
