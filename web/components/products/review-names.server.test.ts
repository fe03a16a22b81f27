import { describe, expect, it } from 'vitest';
import { type ApiClient, ApiError } from '#lib/api-client.ts';
import { editorOptions } from '#lib/contracts/product-editor.ts';
import { reviewNames } from './review-names.server.ts';

const changes = [
  { step: 'info', before: null, after: { category_id: 1 } },
  { step: 'brand', before: { brand_id: 2 }, after: { brand_id: 3 } },
];

/** An API that answers the brands' lookup and refuses the editor's lists or fails outright. */
function api(editorListsFail: Error): ApiClient {
  return {
    call: (async (endpoint: { path: string }, input?: { query?: { ids?: string } }) => {
      if (endpoint.path === editorOptions.path) throw editorListsFail;
      const ids = String(input?.query?.ids ?? '').split(',');
      return { data: ids.map((id) => ({ id: Number(id), label: `Brand ${id}`, label_bn: `ব্র্যান্ড ${id}` })) };
    }) as ApiClient['call'],
  };
}

describe('the names a review shows for ids', () => {
  it('names the brands of both sides, and leaves a list the reviewer may not read unnamed', async () => {
    const refused = new ApiError(403, { code: 'forbidden', message: { en: 'No.', bn: 'না।' } } as never);
    const names = await reviewNames(api(refused), changes);
    expect(names.brands).toEqual({
      2: { title: 'Brand 2', title_bn: 'ব্র্যান্ড 2' },
      3: { title: 'Brand 3', title_bn: 'ব্র্যান্ড 3' },
    });
    expect(names.categories).toEqual({});
  });

  it('does not hide a failure that is not the API saying no', async () => {
    await expect(reviewNames(api(new TypeError('bug')), changes)).rejects.toThrow('bug');
  });
});
