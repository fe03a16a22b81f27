import { createRequire } from 'node:module';
import type { Tx } from '#server/db/client.ts';
import { areas, cities, regions } from '#server/modules/geo/schema.ts';
import { byKey, idOf } from './keys.ts';

/*
 * Bangladesh's divisions, districts and upazilas come from the npm package
 * `bd-divisions-to-unions` (ISC), keyed by the Bangladesh Bureau of Statistics' geocodes
 * (Dhaka division 30, Dhaka district 26). Its upazila numbers are the package's own, not BBS
 * codes, so areas carry no code. A few English spellings in it are out of date or mistyped;
 * SPELLING_FIXES corrects them, and city-corporation upazilas get a clean name derived from
 * their district. Dhaka district's two city corporations are replaced by the Dhaka city
 * areas below, which carry coordinates.
 */

interface PackageEntry {
  value: number | string;
  title: string;
}

interface GeographyPackage {
  getAllDivision(language?: 'en'): PackageEntry[];
  getAllDistrict(language?: 'en'): Record<string, PackageEntry[]>;
  getAllUpazila(language?: 'en'): Record<string, PackageEntry[]>;
}

export interface AreaSeed {
  name: string;
  nameBn: string;
  latitude: number | null;
  longitude: number | null;
}

export interface DistrictSeed {
  code: string;
  name: string;
  nameBn: string;
  areas: AreaSeed[];
}

export interface DivisionSeed {
  code: string;
  name: string;
  nameBn: string;
  districts: DistrictSeed[];
}

/** The BBS geocode of Dhaka district, whose city areas the delivery persons work in. */
export const DHAKA_DISTRICT_CODE = '26';

/** Current official spellings where the package has an older or mistyped one. */
const SPELLING_FIXES: Record<string, string> = {
  Chattagram: 'Chattogram',
  Barisal: 'Barishal',
  Comilla: 'Cumilla',
  Coxsbazar: "Cox's Bazar",
  Jhalakathi: 'Jhalokati',
};

/** Dhaka city's best-known neighbourhoods, with approximate centre points. */
export const DHAKA_CITY_AREAS: AreaSeed[] = [
  { name: 'Dhanmondi', nameBn: 'ধানমন্ডি', latitude: 23.7465, longitude: 90.376 },
  { name: 'Gulshan', nameBn: 'গুলশান', latitude: 23.7925, longitude: 90.4078 },
  { name: 'Banani', nameBn: 'বনানী', latitude: 23.7937, longitude: 90.4043 },
  { name: 'Mirpur', nameBn: 'মিরপুর', latitude: 23.8069, longitude: 90.3687 },
  { name: 'Uttara', nameBn: 'উত্তরা', latitude: 23.8759, longitude: 90.3795 },
  { name: 'Mohammadpur', nameBn: 'মোহাম্মদপুর', latitude: 23.7662, longitude: 90.3589 },
  { name: 'Motijheel', nameBn: 'মতিঝিল', latitude: 23.733, longitude: 90.4172 },
  { name: 'Paltan', nameBn: 'পল্টন', latitude: 23.7355, longitude: 90.4125 },
  { name: 'Shahbagh', nameBn: 'শাহবাগ', latitude: 23.7384, longitude: 90.3959 },
  { name: 'Farmgate', nameBn: 'ফার্মগেট', latitude: 23.7561, longitude: 90.3872 },
  { name: 'Tejgaon', nameBn: 'তেজগাঁও', latitude: 23.759, longitude: 90.3926 },
  { name: 'Mohakhali', nameBn: 'মহাখালী', latitude: 23.778, longitude: 90.4 },
  { name: 'Badda', nameBn: 'বাড্ডা', latitude: 23.7805, longitude: 90.4267 },
  { name: 'Rampura', nameBn: 'রামপুরা', latitude: 23.7612, longitude: 90.4208 },
  { name: 'Khilgaon', nameBn: 'খিলগাঁও', latitude: 23.7517, longitude: 90.4256 },
  { name: 'Bashundhara R/A', nameBn: 'বসুন্ধরা আবাসিক এলাকা', latitude: 23.8193, longitude: 90.4526 },
  { name: 'Lalbagh', nameBn: 'লালবাগ', latitude: 23.719, longitude: 90.388 },
  { name: 'Wari', nameBn: 'ওয়ারী', latitude: 23.7183, longitude: 90.4197 },
  { name: 'Jatrabari', nameBn: 'যাত্রাবাড়ী', latitude: 23.7104, longitude: 90.4348 },
];

function englishName(title: string): string {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  const fixed = SPELLING_FIXES[trimmed] ?? trimmed;
  // A few upazilas are all lower case ("khulna city corporation").
  return fixed.replace(
    /(^|[\s(-])([a-z])/g,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

function byCode(entries: PackageEntry[]): Map<string, string> {
  return new Map(entries.map((entry) => [String(entry.value), entry.title.trim()]));
}

let cached: DivisionSeed[] | undefined;

/**
 * The 8 divisions with their 64 districts and each district's upazilas as areas (Dhaka
 * district: its rural upazilas plus Dhaka city's areas). Throws if the package's data does not
 * have the expected shape, so a broken upgrade fails loudly rather than seeding half a country.
 */
export function loadBangladeshGeography(): DivisionSeed[] {
  if (cached) return cached;
  const source = createRequire(import.meta.url)('bd-divisions-to-unions') as GeographyPackage;
  const divisionsBn = byCode(source.getAllDivision());
  const districtsEn = source.getAllDistrict('en');
  const districtsBn = source.getAllDistrict();
  const upazilasEn = source.getAllUpazila('en');
  const upazilasBn = source.getAllUpazila();

  const divisions = source.getAllDivision('en').map((division): DivisionSeed => {
    const code = String(division.value);
    const districtBn = byCode(districtsBn[code] ?? []);
    const districts = (districtsEn[code] ?? []).map((district): DistrictSeed => {
      const districtCode = String(district.value).padStart(2, '0');
      const name = englishName(district.title);
      const nameBn = required(districtBn.get(String(district.value)), `Bengali name of district ${name}`);
      const upazilaBn = byCode(upazilasBn[String(district.value)] ?? []);
      const areas: AreaSeed[] = [];
      for (const upazila of upazilasEn[String(district.value)] ?? []) {
        const isCityCorporation = /city corporat/i.test(upazila.title);
        if (isCityCorporation && districtCode === DHAKA_DISTRICT_CODE) continue;
        areas.push({
          name: isCityCorporation ? `${name} City Corporation` : englishName(upazila.title),
          nameBn: isCityCorporation
            ? `${nameBn} সিটি কর্পোরেশন`
            : required(upazilaBn.get(String(upazila.value)), `Bengali name of upazila ${upazila.title}`),
          latitude: null,
          longitude: null,
        });
      }
      if (districtCode === DHAKA_DISTRICT_CODE) areas.unshift(...DHAKA_CITY_AREAS);
      return { code: districtCode, name, nameBn, areas: uniqueByName(areas) };
    });
    return {
      code,
      name: englishName(division.title),
      nameBn: required(divisionsBn.get(code), `Bengali name of division ${division.title}`),
      districts,
    };
  });

  const districtCount = divisions.reduce((sum, division) => sum + division.districts.length, 0);
  if (divisions.length !== 8 || districtCount !== 64) {
    throw new Error(`Expected 8 divisions and 64 districts, found ${divisions.length} and ${districtCount}`);
  }
  cached = divisions;
  return divisions;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`Geography data has no ${what}`);
  return value;
}

/** Areas are unique by name within a city; the first spelling wins. */
function uniqueByName(areas: AreaSeed[]): AreaSeed[] {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = area.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Divisions, districts and their areas; answers the ids of Dhaka city's areas by name. */
export async function insertGeography(tx: Tx) {
  const divisions = loadBangladeshGeography();
  const regionIds = byKey(
    await tx
      .insert(regions)
      .values(
        divisions.map((division) => ({ code: division.code, name: division.name, name_bn: division.nameBn })),
      )
      .returning({ id: regions.id, key: regions.code }),
  );
  const districts = divisions.flatMap((division) =>
    division.districts.map((district) => ({ division: division.code, ...district })),
  );
  const cityIds = byKey(
    await tx
      .insert(cities)
      .values(
        districts.map((district) => ({
          region_id: idOf(regionIds, district.division, 'region'),
          code: district.code,
          name: district.name,
          name_bn: district.nameBn,
        })),
      )
      .returning({ id: cities.id, key: cities.code }),
  );
  const areaRows = districts.flatMap((district) =>
    district.areas.map((area) => ({
      city_id: idOf(cityIds, district.code, 'city'),
      name: area.name,
      name_bn: area.nameBn,
      latitude: area.latitude,
      longitude: area.longitude,
    })),
  );
  const insertedAreas = await tx
    .insert(areas)
    .values(areaRows)
    .returning({ id: areas.id, cityId: areas.city_id, name: areas.name });
  const dhakaCityId = idOf(cityIds, DHAKA_DISTRICT_CODE, 'city');
  const dhakaAreaIds = new Map(
    insertedAreas.filter((area) => area.cityId === dhakaCityId).map((area) => [area.name, area.id]),
  );
  return {
    dhakaAreaIds,
    counts: { regions: regionIds.size, cities: cityIds.size, areas: insertedAreas.length },
  };
}
