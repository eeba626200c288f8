// The grocery remote's own Indonesian messages; the retail catalogue is merged in beneath them.
export const groceryMessagesId = {
  'grocery.label.pageType': 'Grocery',
  'grocery.label.sellerGroup.RANCH': 'Ranch Market',
  'grocery.label.sellerGroup.MARKETPLACE_FRESH': 'Pasarku Fresh',

  'grocery.wiki.open': 'Info belanja grocery',
  'grocery.label.dailyPromo': 'Promo belanja harian',
  'grocery.wiki.loading': 'Memuat info…',
  'grocery.wiki.failed': 'Gagal memuat info belanja grocery.',

  'grocery.store.label': 'Belanja dari',
  'grocery.store.distance': '{distance, number} km dari lokasimu',
  'grocery.store.change': 'Ganti toko',
  'grocery.store.choose': 'Pilih toko',
  'grocery.store.none': 'Belum ada toko yang menjual produk ini di sekitarmu.',
  'grocery.store.unserviceable': 'Alamatmu belum terjangkau oleh {name}. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.',
  'grocery.store.outOfReach': 'Tidak menjangkau alamatmu',

  'grocery.location.useDevice': 'Gunakan lokasi saat ini',
  'grocery.location.locating': 'Mencari lokasimu…',
  'grocery.location.failed': 'Gagal memuat lokasi. Coba beberapa saat lagi.',
  'grocery.location.invalid': 'Lokasi tidak valid. Pastikan kamu berada di Indonesia, lalu coba lagi.',
  'grocery.location.permissionOff': 'Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.',

  'grocery.delivery.label': 'Waktu pengiriman',
  'grocery.delivery.loading': 'Memuat jadwal pengiriman…',
  'grocery.delivery.failed': 'Gagal memuat jadwal pengiriman.',
  'grocery.delivery.turnedOff': 'Toko ini sedang tidak melayani pengiriman.',
  'grocery.delivery.none': 'Belum ada jadwal pengiriman dari toko ini.',
  'grocery.delivery.type.DELIVER_NOW': 'Antar sekarang',
  'grocery.delivery.type.SCHEDULED_DELIVERY': 'Terjadwal',
  'grocery.delivery.slot': '{day}, {start}–{end}',
  'grocery.delivery.fee': 'Ongkir {price}',
  'grocery.delivery.changeSlot': 'Ganti jadwal',

  'grocery.slotPicker.title': 'Pilih jadwal pengiriman',
  'grocery.slotPicker.from': 'Dikirim dari {name}',
  'grocery.slotPicker.none': 'Tidak ada jadwal yang masih tersedia.',
  'grocery.slotPicker.window': '{start}–{end}',
  'grocery.slotPicker.slotName': '{type}, {slot}',
  'grocery.slotPicker.confirm': 'Pakai jadwal ini',

  'grocery.pickup.at': 'Ambil di {name}',
  'grocery.pickup.next': 'Bisa diambil {day}, {open}–{close}',

  'grocery.buying.blocked.delivery': 'Pilih toko dan jadwal yang bisa mengirim ke alamatmu untuk membeli produk ini.',
  'grocery.buying.blocked.pickup': 'Produk ini belum bisa diambil di toko ini.',

  'grocery.nearby.title': 'Toko terdekat',
  'grocery.nearby.loading': 'Mencari toko terdekat…',
  'grocery.nearby.failed': 'Gagal memuat toko terdekat.',
  'grocery.nearby.needsLocation': 'Atur lokasimu untuk melihat toko terdekat.',
  'grocery.nearby.noMatch': 'Tidak ada toko {group} di sekitarmu yang menjual produk ini.',
  'grocery.nearby.current': 'Toko yang melayanimu',
  'grocery.nearby.shopHere': 'Belanja di sini',
  'grocery.nearby.shopHereNamed': 'Belanja di sini: {name}',

  'grocery.picker.title': 'Pilih toko',
  'grocery.picker.aroundYou': 'Toko di sekitar lokasimu',
  'grocery.picker.aroundCentre': 'Lokasimu belum diatur. Ini toko di sekitar pusat kota.',
  'grocery.picker.loading': 'Memuat toko…',
  'grocery.picker.failed': 'Gagal memuat daftar toko.',
  'grocery.picker.empty': 'Belum ada toko di sekitarmu.',
  'grocery.picker.selected': 'Dipilih',
  'grocery.picker.choose': 'Pilih',
  'grocery.picker.chooseNamed': 'Pilih {name}',

  'grocery.checkoutSummary.title': 'Bag grocery di {name}',
  'grocery.checkoutSummary.items': '{count, plural, other {# barang}} · {subtotal}',
  'grocery.checkoutSummary.deliveryFee': 'Ongkir {amount}',
  'grocery.checkoutSummary.freeDelivery': 'Kamu dapat gratis ongkir.',
  'grocery.checkoutSummary.freeDeliveryLeft': 'Belanja {amount} lagi untuk gratis ongkir.',
  'grocery.checkoutSummary.minimumOrder': 'Minimal belanja {amount} untuk checkout.',
  'grocery.checkoutSummary.seeBag': 'Lihat bag grocery',

  'grocery.recommendations.loading': 'Memuat rekomendasi…',
  'grocery.recommendations.failed': 'Gagal memuat rekomendasi.',
} as const;

export type GroceryMessageId = keyof typeof groceryMessagesId;
