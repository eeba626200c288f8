// V8's compile hint at the top of every script a browser build emits (decision 0080). V8 compiles a
// function lazily by default: it pre-parses the function as the script arrives, only to find its end,
// then parses it again and compiles it on the main thread at its first call. A script that starts
// with this comment has every function parsed and compiled at once, on a background thread while the
// script streams in (Chrome 136 and later; other engines ignore it: it is a comment). An app's chunk
// is fetched when its code is about to run (at the start, or when a section, modal or page needs it),
// so most of its functions are called soon after.
const webpack = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHintPlugin() {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: false,
    test: /\.js$/,
    // After minification, which drops comments; before the source maps, which then count its line.
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

module.exports = { compileHintPlugin };
