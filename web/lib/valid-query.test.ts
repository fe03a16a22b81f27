import { describe, expect, it } from 'vitest';
import { listCompanyReviews } from '#lib/contracts/admin-panel.ts';
import { listAudit } from '#lib/contracts/audit.ts';
import { validQuery } from './valid-query.ts';

describe('a list page query from a hand-made address', () => {
  it('leaves out the values the contract refuses and keeps the others', () => {
    expect(validQuery(listAudit.query, { from: 'yesterday', entity: 'companies', before: 'x' })).toEqual({
      entity: 'companies',
    });
    expect(validQuery(listCompanyReviews.query, { status: 'gone', q: 'Mart', id: 'abc', page: '2' })).toEqual(
      {
        q: 'Mart',
        page: '2',
      },
    );
  });

  it('keeps a valid query whole', () => {
    const query = { from: '2026-01-02', to: '2026-01-03', actor_user_id: '1' };
    expect(validQuery(listAudit.query, query)).toEqual(query);
  });
});
