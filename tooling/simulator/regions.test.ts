// The region cascade, the member's main address, and start-up validation of regions, addresses and
// the fulfillment parts of product fixtures.
import type { MemberAddressesDto, RegionDto, UserAddressDto } from '@pdp/backend-api/backend';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { createSimulator } from './simulator';
import { FixtureError } from './catalogue/fixture-error';
import { catalogueCopy, simulatorWithShopper, startSimulator, withAttackCorpus } from './test-simulator';

const { simulator, shopper } = simulatorWithShopper();

const regions = (pathname: string) => shopper.call<RegionDto[]>(`/common/region/countries/${pathname}`);

describe('the region cascade (GET /common/region/countries/{countryId}/provinces/…)', () => {
  it('lists provinces, then cities, districts and sub-districts under one parent', async () => {
    expect((await regions('ID/provinces')).body.data).toEqual([
      { id: 'ID-JK', name: 'DKI Jakarta' },
      { id: 'ID-JB', name: 'Jawa Barat' },
      { id: 'ID-BA', name: 'Bali' },
    ]);
    expect((await regions('ID/provinces/ID-JB/cities/')).body.data).toEqual([
      { id: 'ID-JB-BDG', name: 'Kota Bandung' },
      { id: 'ID-JB-BGR', name: 'Kota Bogor' },
    ]);
    expect((await regions('ID/provinces/ID-JB/cities/ID-JB-BDG/districts')).body.data).toEqual([
      { id: 'ID-JB-BDG-CBL', name: 'Coblong', latitude: -6.888, longitude: 107.615 },
      { id: 'ID-JB-BDG-SMB', name: 'Sumur Bandung', latitude: -6.913, longitude: 107.612 },
    ]);
    expect((await regions('ID/provinces/ID-BA/cities/ID-BA-KLK/districts/ID-BA-KLK-NSP/subDistricts/')).body.data).toEqual([
      { id: 'ID-BA-KLK-NSP-PED', name: 'Ped', postalCode: '80771', latitude: -8.678, longitude: 115.517 },
      { id: 'ID-BA-KLK-NSP-SKT', name: 'Sekartaji', postalCode: '80771', latitude: -8.795, longitude: 115.59 },
    ]);
  });

  it('has two of each level under every parent, and a postal code and centre for every sub-district', async () => {
    for (const province of (await regions('ID/provinces')).body.data) {
      const cities = (await regions(`ID/provinces/${province.id}/cities`)).body.data;
      expect(cities).toHaveLength(2);
      for (const city of cities) {
        const districts = (await regions(`ID/provinces/${province.id}/cities/${city.id}/districts`)).body.data;
        expect(districts).toHaveLength(2);
        for (const district of districts) {
          const subDistricts = (await regions(`ID/provinces/${province.id}/cities/${city.id}/districts/${district.id}/subDistricts`)).body.data;
          expect(subDistricts).toHaveLength(2);
          for (const subDistrict of subDistricts) {
            expect(subDistrict).toEqual({
              id: expect.stringMatching(new RegExp(`^${district.id}-`)),
              name: expect.any(String),
              postalCode: expect.stringMatching(/^\d{5}$/),
              latitude: expect.any(Number),
              longitude: expect.any(Number),
            });
          }
        }
      }
    }
  });

  it.each([
    'MY/provinces',
    'ID/provinces/ID-XX/cities',
    'ID/provinces/ID-JK/cities/ID-JB-BDG/districts',
    'ID/provinces/ID-JB/cities/ID-JB-BDG/districts/ID-JB-BDG-NONE/subDistricts',
    'ID/provinces/ID-JK/cities/ID-JB-BDG/districts/ID-JB-BDG-CBL/subDistricts',
  ])('answers %s with 404', async (pathname) => {
    const answer = await regions(pathname);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, status: 'NOT_FOUND', data: null });
  });
});

describe('the member’s main address (GET /member/addresses/_default)', () => {
  it('answers 401 to an anonymous shopper', async () => {
    expect((await (await simulator.session()).call('/member/addresses/_default')).status).toBe(401);
  });

  it('answers the signed-in member’s address, in Bandung for Budi and Jakarta for Sari', async () => {
    const budi = await simulator.session();
    await budi.login('budi@contoh.id');
    const answer = await budi.call<UserAddressDto>('/member/addresses/_default');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: 'ADDR-BUDI-1',
      geoLocationProvided: true,
      geolocation: { latitude: -6.8862, longitude: 107.614 },
      recipient: { name: 'Budi Santoso' },
      address: {
        postalCode: '40135',
        subdistrict: 'Dago',
        district: 'Coblong',
        city: 'Kota Bandung',
        state: 'Jawa Barat',
        address: 'Jl. Ir. H. Juanda No. 120',
      },
      regionIds: { provinceId: 'ID-JB', cityId: 'ID-JB-BDG', districtId: 'ID-JB-BDG-CBL', subDistrictId: 'ID-JB-BDG-CBL-DAG' },
    });
    const sari = await simulator.session();
    await sari.login('sari@contoh.id');
    expect((await sari.call<UserAddressDto>('/member/addresses/_default')).body.data).toMatchObject({
      geoLocationProvided: false,
      geolocation: null,
      regionIds: { cityId: 'ID-JK-JKS' },
    });
  });
});

describe('the member’s saved addresses (GET /member/addresses, decision 0072)', () => {
  it('answers 401 to an anonymous shopper', async () => {
    expect((await (await simulator.session()).call('/member/addresses')).status).toBe(401);
  });

  it('lists the main address first, then the others, one without a pin', async () => {
    const budi = await simulator.session();
    await budi.login('budi@contoh.id');
    const addresses = (await budi.call<MemberAddressesDto>('/member/addresses')).body.data;
    expect(addresses.map(({ id, geoLocationProvided, geolocation }) => ({ id, geoLocationProvided, geolocation }))).toEqual([
      { id: 'ADDR-BUDI-1', geoLocationProvided: true, geolocation: { latitude: -6.8862, longitude: 107.614 } },
      { id: 'ADDR-BUDI-2', geoLocationProvided: false, geolocation: null },
      { id: 'ADDR-BUDI-3', geoLocationProvided: true, geolocation: { latitude: -8.6883, longitude: 115.2611 } },
    ]);
    expect(addresses[1]).toMatchObject({
      recipient: { name: 'Ratna Santoso' },
      address: { subdistrict: 'Braga', district: 'Sumur Bandung', city: 'Kota Bandung', address: 'Jl. Braga No. 18, lantai 2' },
      regionIds: { districtId: 'ID-JB-BDG-SMB', subDistrictId: 'ID-JB-BDG-SMB-BRG' },
    });
    const sari = await simulator.session();
    await sari.login('sari@contoh.id');
    expect((await sari.call<MemberAddressesDto>('/member/addresses')).body.data.map(({ id }) => id)).toEqual(['ADDR-SARI-1']);
  });

  it('adds, with the attack corpus, a saved address per hostile text in the recipient and the address line', () =>
    withAttackCorpus(async (shopper) => {
      await shopper.login('budi@contoh.id');
      const hostile = (await shopper.call<MemberAddressesDto>('/member/addresses')).body.data.filter(({ id }) => id.startsWith('ADDR-ATK-'));
      expect(hostile.map(({ recipient, address }) => [recipient.name, address.address])).toEqual(ATTACK_CORPUS.map(({ text }) => [text, text]));
      expect(hostile[0]?.regionIds).toEqual({ provinceId: 'ID-JB', cityId: 'ID-JB-BDG', districtId: 'ID-JB-BDG-CBL', subDistrictId: 'ID-JB-BDG-CBL-DAG' });
    }));
});

describe('validation of regions, addresses and fulfillment fixtures', () => {
  type Json = Record<string, unknown> & { [key: string]: Json | Json[] | unknown };
  const edited = (file: string, edit: (json: Json) => void) =>
    catalogueCopy((files) => {
      const json = structuredClone(files.get(file)) as Json;
      edit(json);
      files.set(file, json);
    });
  const subDistrict = (json: Json) => ((((json.provinces as Json[])[0]!.cities as Json[])[0]!.districts as Json[])[0]!.subDistricts as Json[])[0]!;
  const account = (json: Json) => (json as unknown as Json[])[0]!;
  const helm = (json: Json) => json;

  it.each([
    [
      'regions.json',
      (json: Json) => delete subDistrict(json).postalCode,
      'regions.json: provinces[0].cities[0].districts[0].subDistricts[0].postalCode must be a 5-digit postal code',
    ],
    [
      'regions.json',
      (json: Json) => (subDistrict(json).latitude = -100),
      'regions.json: provinces[0].cities[0].districts[0].subDistricts[0].latitude must be a latitude of -90 to 90',
    ],
    [
      'regions.json',
      (json: Json) => (subDistrict(json).id = 'ID-JB-NONE-1'),
      'regions.json: provinces[0].cities[0].districts[0].subDistricts[0].id must start with "ID-JK-JKS-KBB-"',
    ],
    ['regions.json', (json: Json) => (json.defaultSubDistrictId = 'ID-JK'), 'regions.json: defaultSubDistrictId must be the id of a sub-district'],
    [
      'accounts.json',
      (json: Json) => (((account(json).address as Json).address as Json).city = 'Kota Bogor'),
      'accounts.json: (root)[0].address.address.city must be "Kota Bandung" for sub-district ID-JB-BDG-CBL-DAG, not "Kota Bogor"',
    ],
    [
      'accounts.json',
      (json: Json) => (((account(json).address as Json).regionIds as Json).subDistrictId = 'ID-JB-BDG-CBL-ZZZ'),
      'accounts.json: (root)[0].address.regionIds.subDistrictId is not a sub-district of regions.json',
    ],
    [
      'accounts.json',
      (json: Json) => ((account(json).address as Json).geolocation = null),
      'accounts.json: (root)[0].address.geolocation must be given when geoLocationProvided is true',
    ],
    [
      'accounts.json',
      (json: Json) => ((((account(json).otherAddresses as Json[])[0] as Json).address as Json).district = 'Coblong'),
      'accounts.json: (root)[0].otherAddresses[0].address.district must be "Sumur Bandung" for sub-district ID-JB-BDG-SMB-BRG, not "Coblong"',
    ],
    ['accounts.json', (json: Json) => (account(json).payLater = 'GOLD'), 'accounts.json: (root)[0].payLater must be one of ACTIVE, NOT_REGISTERED'],
    [
      'products/helm-sepeda.json',
      (json: Json) => (((helm(json).pickupPoints as Json[])[0]!.hours as Json).open = '25:00'),
      'products/helm-sepeda.json: pickupPoints[0].hours.open must be a time HH:mm',
    ],
    [
      'products/helm-sepeda.json',
      (json: Json) => (((helm(json).pickupPoints as Json[])[1]!.hours as Json).closedWeekdays = [7]),
      'products/helm-sepeda.json: pickupPoints[1].hours.closedWeekdays[0] must be a weekday of 0 (Sunday) to 6',
    ],
    [
      'products/helm-sepeda.json',
      (json: Json) => ((helm(json).pickupPoints as Json[])[2]!.code = 'PP-UGW-SNP'),
      'products/helm-sepeda.json: pickupPoints[2].code is used twice',
    ],
    [
      'products/helm-sepeda.json',
      (json: Json) => (helm(json).pickupPointCode = 'PP-NOPE'),
      'products/helm-sepeda.json: pickupPointCode must be the code of one of the pickupPoints',
    ],
    [
      'products/helm-sepeda.json',
      (json: Json) => (((helm(json).items as Json[])[1]!.fulfillmentTypes as Json).delivery = 'MAYBE'),
      'products/helm-sepeda.json: items[1].fulfillmentTypes.delivery must be one of',
    ],
    [
      'products/lampu-meja.json',
      (json: Json) => (((json.shipping as Json).options as Json[])[0]!.price = 5000),
      'products/lampu-meja.json: shipping.options[0].tags must hold FREE exactly when the price is 0',
    ],
    [
      'products/lampu-meja.json',
      (json: Json) => (((json.shipping as Json).options as Json[])[1]!.logisticCode = 'DRONE'),
      'products/lampu-meja.json: shipping.options[1].logisticCode must be one of',
    ],
    ['products/kulkas.json', (json: Json) => (json.quickCheckout = 'LATER'), 'products/kulkas.json: quickCheckout must be one of'],
  ])('stops at start-up on a broken %s (case %#), naming the file and field', async (file, edit, message) => {
    const failure = createSimulator({ fixturesDir: await edited(file, edit) });
    await expect(failure).rejects.toBeInstanceOf(FixtureError);
    await expect(failure).rejects.toThrow(message);
  });

  it('loads a catalogue without regions.json, which then has no cascade', async () => {
    const directory = await catalogueCopy((files) => {
      files.delete('regions.json');
      for (const account of files.get('accounts.json') as Json[]) {
        delete account.address;
        delete account.otherAddresses;
      }
    });
    const bare = await startSimulator(directory);
    try {
      const session = await bare.session();
      expect((await session.call('/common/region/countries/ID/provinces')).status).toBe(404);
      expect((await session.call('/product-detail/products/ps--KAO-60002/shipping')).status).toBe(200);
      expect((await session.call('/product-detail/products/ps--KAO-60002/shipping?districtId=ID-JK-JKS-KBB')).status).toBe(400);
      await session.login();
      expect((await session.call('/member/addresses/_default')).body.data).toBeNull();
      expect((await session.call('/member/addresses')).body.data).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('refuses addresses when the catalogue has no regions.json', async () => {
    const directory = await catalogueCopy((files) => files.delete('regions.json'));
    await expect(createSimulator({ fixturesDir: directory })).rejects.toThrow(
      'accounts.json: (root)[0].address.regionIds need a regions.json in the catalogue',
    );
  });
});
