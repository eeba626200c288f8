// The simulator's retail products the e2e tests visit (tooling/simulator/catalogue), by the path and
// name a shopper sees: one list, so a product renamed in the catalogue is renamed here once.
export const SHOES = { path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001', name: 'Sepatu Lari Pria Aero Run 2', merchant: 'Aero Official Store' };
export const KAOS = { path: '/p/kaos-polos-katun-combed-30s/ps--KAO-60002', name: 'Kaos Polos Katun Combed 30s' };
export const PHONE = { path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003', name: 'Smartphone Nusantara X5 8 GB' };
export const BLENDER = { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L' };
export const TUMBLER = { path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', name: 'Tumbler Stainless 500 ml' };
export const LAPTOP = { path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008', name: 'Laptop Tipis Cakra 14 inci' };
export const FRIDGE = { path: '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009', name: 'Kulkas 2 Pintu Dingin 300 L' };
export const HELMET = { path: '/p/helm-sepeda-lipat-urban/ps--HLM-60011', name: 'Helm Sepeda Lipat Urban' };
export const COFFEE = { path: '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012', name: 'Kopi Bubuk Arabika Gayo 250 g' };
export const LAMP = { path: '/p/lampu-meja-led-lipat/ps--LMP-60013', name: 'Lampu Meja LED Lipat' };
export const VITAMIN = { path: '/p/vitamin-c-1000-mg-isi-30-tablet/ps--VTC-60014', name: 'Vitamin C 1000 mg Isi 30 Tablet' };
export const MOTORCYCLE = { path: '/p/sepeda-motor-matik-lintas-125/ps--MTR-60015', name: 'Sepeda Motor Matik Lintas 125' };

/**
 * The retail fixtures' states, each product's page with what it shows (`retail-page.e2e.ts` visits each at
 * 360 and 1280 px, its load's layout shift measured; `layout-stability.e2e.ts` does not measure them again).
 */
export const FIXTURE_STATES = [
  {
    path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001',
    name: 'Sepatu Lari Pria Aero Run 2',
    shows: ['Flash Sale', 'Harga grosir', 'Cashback Rp10.000', 'Harga termurah dalam 30 hari terakhir', 'Gratis retur 15 hari', 'Garansi distributor'],
  },
  {
    path: '/p/kaos-polos-katun-combed-30s/is--KAO-60002-00004',
    name: 'Kaos Polos Katun Combed 30s',
    shows: ['Ingatkan saya', 'Varian yang kamu pilih sebelumnya sudah diubah penjual.', 'Tanpa garansi'],
  },
  {
    path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003',
    name: 'Smartphone Nusantara X5 8 GB',
    shows: ['Kampanye Eksklusif', 'Garansi resmi', 'Stok terjamin'],
  },
  { path: '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009', name: 'Kulkas 2 Pintu Dingin 300 L', shows: ['Toko sedang tutup.', 'Garansi toko'] },
  { path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', name: 'Tumbler Stainless 500 ml', shows: ['Tersisa 2 produk', 'Penjual tidak aktif selama 7 hari.'] },
  { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L', shows: ['Stok habis'] },
  { path: '/p/konsol-game-portabel-nova/ps--KNS-60005', name: 'Konsol Game Portabel Nova', shows: ['Segera hadir'] },
  {
    path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008',
    name: 'Laptop Tipis Cakra 14 inci',
    shows: ['Dijual Pasarku', 'Harga termurah dalam 1 tahun terakhir', 'Garansi internasional'],
  },
] as const;
