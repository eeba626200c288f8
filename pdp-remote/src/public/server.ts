// The retail remote's server building block: the page's server render, for a remote's server build
// (kept apart from ./blocks so browser builds never reach the server renderer).
export { createServerModule } from '../app/runtime/server-render';
