import { describe, expect, it } from 'vitest';
import { SIZE_TYPES } from '../../reference-data.ts';
import { productSizesResource } from './product-sizes.ts';

describe('sizes: the size type field', () => {
  const field = productSizesResource.fields.find((item) => item.name === 'size_type');

  it('offers every size type of spec §9', () => {
    expect(field?.options?.map((option) => option.value)).toEqual([...SIZE_TYPES]);
  });

  it('names the worded size types in Bengali (the standards EU, UK and US stay as they are)', () => {
    for (const option of field?.options ?? []) {
      if (['EU', 'UK', 'US'].includes(option.value)) expect(option.label.bn).toBe(option.value);
      else expect(option.label.bn, option.value).toMatch(/^[\u0980-\u09FF ()]+$/);
    }
  });
});
