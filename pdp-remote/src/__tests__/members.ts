// The simulator's demo members (tooling/fixtures/catalogue/accounts.json), as the host hands a signed-in
// one to the page (`user`): a test that signs its session in (`backend.session.signIn(email)`) mounts the
// page with the same member. One place, so a renamed account is changed once.

export const BUDI = { id: 'user-budi', name: 'Budi Santoso', email: 'budi@contoh.id' };
export const SARI = { id: 'user-sari', name: 'Sari Wulandari', email: 'sari@contoh.id' };
