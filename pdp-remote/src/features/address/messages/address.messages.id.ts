// The Indonesian messages of the saved addresses and the pin step (a message part: see
// ../../../shared/i18n/message-part.ts). The spec names the three map failures of §8 (failed to load,
// invalid location, location permission off) without their words; the device's failures say the
// same as grocery's store picker.
export const addressMessagesId = {
  'pdp.address.savedTitle': 'Alamat tersimpan',
  'pdp.address.savedLoading': 'Memuat alamat tersimpan…',
  'pdp.address.savedFailed': 'Alamat tersimpan belum bisa dimuat.',
  'pdp.address.savedEmpty': 'Belum ada alamat tersimpan.',
  'pdp.address.useSaved': 'Pakai alamat ini',
  'pdp.address.useSavedNamed': 'Pakai alamat ini: {recipient}, {address}',
  'pdp.address.noPin': 'Titik lokasi belum diatur',
  'pdp.address.regionTitle': 'Pilih wilayah',
  'pdp.pin.title': 'Atur titik lokasi',
  'pdp.pin.intro': 'Tentukan titik lokasi alamat di {label}, agar kurir bisa mengantar ke sana.',
  'pdp.pin.useDevice': 'Gunakan lokasi saat ini',
  'pdp.pin.locating': 'Mencari lokasimu…',
  'pdp.pin.located': 'Titik lokasi dipindah ke lokasimu saat ini.',
  'pdp.pin.search': 'Cari kecamatan atau kelurahan',
  'pdp.pin.searching': 'Mencari wilayah…',
  'pdp.pin.results': 'Wilayah yang cocok',
  'pdp.pin.noResults': 'Tidak ada wilayah yang cocok.',
  'pdp.pin.placeAt': 'Pindahkan titik ke {name}',
  'pdp.pin.placed': 'Titik lokasi dipindah ke {name}.',
  'pdp.pin.latitude': 'Garis lintang',
  'pdp.pin.longitude': 'Garis bujur',
  'pdp.pin.save': 'Simpan titik lokasi',
  'pdp.map.loadFailed': 'Peta gagal dimuat.',
  'pdp.map.locateFailed': 'Gagal memuat lokasi. Coba beberapa saat lagi.',
  'pdp.map.invalid': 'Lokasi tidak valid. Pastikan titik lokasinya berada di Indonesia, lalu coba lagi.',
  'pdp.map.permissionOff': 'Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.',
} as const;

export type AddressMessageId = keyof typeof addressMessagesId;
