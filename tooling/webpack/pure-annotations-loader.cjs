// Lets webpack drop the parts of a library the app never uses. React Router's production build
// creates its contexts and components at the top level of one large module (`var Form =
// React.forwardRef(…)`, `Form.displayName = "Form"`), and a minifier must keep a call it cannot prove
// pure, with everything it references: the data router, forms, fetchers and framework-mode
// prefetching came along with BrowserRouter. This loader marks those calls pure and drops the
// `displayName` assignments (names for React DevTools), so what is unused is left out.
// jotai's utils module builds the default storage of `atomWithStorage` at its top level
// (`const defaultStorage = createJSONStorage();`, reading `window.localStorage`), so a remote that
// imports only `unwrap` shipped the storage code too; marked pure, it goes with `atomWithStorage`.
const FACTORY_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const JOTAI_DEFAULT_STORAGE = /^(const defaultStorage = )(createJSONStorage\(\);)$/gm;

function markPure(source) {
  return source.replace(FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '').replace(JOTAI_DEFAULT_STORAGE, '$1/* @__PURE__ */ $2');
}

module.exports = function pureAnnotationsLoader(source) {
  return markPure(source);
};
module.exports.markPure = markPure;
