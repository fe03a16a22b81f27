import { describe, expect, it } from 'vitest';
import { dhakaTimestamp, dhakaToday } from './dhaka-days.ts';

describe('Dhaka time', () => {
  it("writes an instant as Dhaka's wall clock: a sale at 2:15 at night is on its own day", () => {
    expect(dhakaTimestamp('2026-11-25T20:15:00.000Z')).toBe('2026-11-26T02:15:00+06:00');
    expect(dhakaTimestamp(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26T11:00:00+06:00');
    // It is the same instant: a spreadsheet or a program reading the offset gets it back.
    expect(new Date(dhakaTimestamp('2026-11-25T20:15:00.000Z')).toISOString()).toBe(
      '2026-11-25T20:15:00.000Z',
    );
  });

  it("today's date turns at midnight in Dhaka, not in UTC", () => {
    expect(dhakaToday(new Date('2026-11-25T17:59:59Z'))).toBe('2026-11-25');
    expect(dhakaToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-26');
  });
});
