// The Indonesian messages of the host's own pages (home, bag, login, pages of other teams): imported
// by those pages, so they load with their chunks and not with a product page. English has them in
// messages.en.ts, itself loaded on demand.
export const hostPageMessagesId = {
  'host.login.heading': 'Masuk ke akunmu',
  'host.login.email': 'Email',
  'host.login.password': 'Kata sandi',
  'host.login.submit': 'Masuk',
  'host.login.submitting': 'Sedang masuk…',
  'host.login.failed': 'Email atau kata sandi salah.',
  'host.login.error': 'Gagal masuk. Periksa koneksi kamu lalu coba lagi.',
  'host.login.demoAccounts': 'Akun demo',
  'host.login.useDemoAccount': 'Pakai akun {name}',
  'host.cart.heading': 'Bag kamu',
  'host.cart.groceryHeading': 'Bag grocery kamu',
  'host.cart.loading': 'Memuat bag…',
  'host.cart.empty': 'Bag kamu masih kosong.',
  'host.cart.quantity': 'Jumlah: {quantity}',
  'host.cart.loadFailed': 'Gagal memuat bag. Coba lagi.',
  'host.cart.retry': 'Coba lagi',
  'host.cart.loginRequired': 'Masuk dulu untuk melihat bag kamu.',
  'host.cart.grocery.deliverNow': 'Antar sekarang dari {store}: {day}, {start}–{end}',
  'host.cart.grocery.scheduled': 'Terjadwal dari {store}: {day}, {start}–{end}',
  'host.cart.grocery.pickup': 'Ambil di {store}',
  'host.outOfScope.heading': 'Bagian lain dari marketplace',
  'host.outOfScope.body': 'Halaman {path} dimiliki tim lain di marketplace dan tidak termasuk dalam halaman detail produk ini.',
  'host.outOfScope.back': 'Kembali',
  'host.home.heading': 'Produk pilihan',
  'host.home.loadFailed': 'Gagal memuat produk pilihan.',
  'host.home.loading': 'Memuat produk pilihan…',
} as const;

export type HostPageMessageId = keyof typeof hostPageMessagesId;
