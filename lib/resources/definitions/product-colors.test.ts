import { describe, expect, it } from 'vitest';
import { productColorsResource } from './product-colors.ts';

describe('colours: the colour code', () => {
  const schema = productColorsResource.fields.find((field) => field.name === 'color_code')?.schema;

  it('says an empty code is required (not that it is in the wrong format)', () => {
    const answer = schema?.safeParse('  ');
    expect(answer?.success).toBe(false);
    // The form shows a field's first issue.
    expect(answer?.error?.issues[0]?.message).toBe('validation.required');
  });

  it('still refuses a misshapen code and takes #rrggbb in any case', () => {
    expect(schema?.safeParse('teal').error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalidFormat',
    ]);
    expect(schema?.safeParse('#00A0B0').data).toBe('#00a0b0');
  });
});
