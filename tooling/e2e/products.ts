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
