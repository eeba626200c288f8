// Compiles a message catalogue's ICU strings to formatjs ASTs at build time, so the browser builds
// ship without the ICU parser (`@formatjs/icu-messageformat-parser` is aliased to its no-parser
// entry): the parser is about a third of formatjs's weight, and a message that does not parse fails
// the build instead of a shopper's page. Runs on the TypeScript source, before swc: every string
// value of an object property becomes its AST; everything else (types, imports, spreads) is kept.
const ts = require('typescript');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The catalogues this loader compiles: `…/i18n/messages.id.ts`, a part's `buying.messages.en.ts`, and the like. */
const CATALOGUE_FILE = /[\\/](?:[a-z-]+\.)?messages\.[a-z]{2}\.ts$/;

/** The replacements of one source: each string property value by its AST, as JSON. */
function compileCatalogueSource(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const replacements = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      const message = node.initializer.text;
      let ast;
      try {
        ast = parse(message);
      } catch (error) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        throw new Error(`${fileName}:${line + 1}: the message does not parse as ICU (${error.message}): ${message}`);
      }
      replacements.push({ start: node.initializer.getStart(), end: node.initializer.getEnd(), text: JSON.stringify(ast) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let output = source;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) output = output.slice(0, start) + text + output.slice(end);
  return output;
}

module.exports = function messagesAstLoader(source) {
  return compileCatalogueSource(source, this.resourcePath);
};
module.exports.compileCatalogueSource = compileCatalogueSource;
module.exports.CATALOGUE_FILE = CATALOGUE_FILE;
