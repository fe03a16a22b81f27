import { describe, expect, it } from 'vitest';
import { areasResource } from '#lib/resources/definitions/areas.ts';
import { promotionalBannersResource } from '#lib/resources/definitions/promotional-banners.ts';
import { resourceBody } from './resource-form.tsx';

describe('the body a resource form sends', () => {
  it('reads numbers typed in Bengali digits as numbers', () => {
    const body = resourceBody(
      areasResource,
      { city_id: '১২', name: 'Dhanmondi', name_bn: 'ধানমন্ডি', latitude: '২৩.৭৪৬৫', longitude: '90.376' },
      'store',
    );
    expect(body).toMatchObject({ city_id: 12, latitude: 23.7465, longitude: 90.376 });
  });

  it('sends a banner’s start and end, typed in Dhaka time, with their offset', () => {
    const body = resourceBody(
      promotionalBannersResource,
      { starts_at: '2026-11-24T18:30', ends_at: '' },
      'update',
    );
    expect(body).toMatchObject({ starts_at: '2026-11-24T18:30:00+06:00', ends_at: null });
  });
});
