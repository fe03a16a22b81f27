import type { Glyph } from './artwork.ts';
import { readSeedData } from './read-seed-data.ts';

/** The data lives in data/sellers.json; this file names its shapes. */
const data = readSeedData('sellers.json');

export interface CompanySeed {
  slug: string;
  name: string;
  nameBn: string;
  description: string;
  descriptionBn: string;
  phone: string;
  email: string;
  address: string;
  /** The pickup point (in Dhaka) delivery persons come to, and its area's name. */
  pickup: { area: string; latitude: number; longitude: number };
  owner: string;
  ratingSum: number;
  ratingCount: number;
  /** Emblem of the generated logo and the glyphs across the generated shop banner. */
  glyph: Glyph;
  bannerGlyphs: Glyph[];
  hue: number;
}

/** The four demo shops, all active, all in Dhaka. The first is the demo seller's. */
export const COMPANIES = data.companies as CompanySeed[];
