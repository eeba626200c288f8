// A member's address as the shipping location (spec §3): its regions, a label of district and city,
// its postal code, and its pin when it has one.
import type { ShippingLocationDto, UserAddressDto } from '@pdp/backend-api/backend';

export function locationOfAddress(address: UserAddressDto): ShippingLocationDto {
  const { regionIds, geolocation } = address;
  return {
    ...regionIds,
    label: [address.address.district, address.address.city].filter(Boolean).join(', '),
    ...(address.address.postalCode ? { postalCode: address.address.postalCode } : {}),
    ...(geolocation ? { geolocation } : {}),
  };
}
