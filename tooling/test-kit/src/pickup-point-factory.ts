// Builds pickup points for tests: a Click & Collect point open today and closed tomorrow by default.
import type { PickupPointDto } from '@pdp/backend-api/backend';

export function aPickupPoint(overrides: Partial<PickupPointDto> = {}): PickupPointDto {
  return {
    code: 'PP-1',
    name: 'Toko Aero Senayan',
    address: 'Jl. Asia Afrika 8',
    city: 'Jakarta Pusat',
    distanceKm: 2.5,
    pickup: 'AVAILABLE',
    delivery: 'AVAILABLE',
    stock: 4,
    pickupHours: [
      { date: '2026-11-23', open: '10:00', close: '21:00', status: 'available' },
      { date: '2026-11-24', open: '09:00', close: '17:00', status: 'unavailable' },
    ],
    ...overrides,
  };
}
