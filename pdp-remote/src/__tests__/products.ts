// The simulator's products that the tests of several features open (tooling/fixtures/catalogue/products/),
// by their pages' paths: one place, so a fixture renamed is changed once.

/** The running shoes (sepatu-lari-aero-run.json). */
export const SHOES = '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001';
/** The plain T-shirt (kaos-polos.json). */
export const KAOS = '/p/kaos-polos-katun-combed-30s/ps--KAO-60002';
/** The running shoes' black 41 (3 left): the page a size pick asks the host for. */
export const SHOES_41 = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00002';
