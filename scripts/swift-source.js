// Shared by the Swift checks (scripts/swift-parse.js,
// ios/scripts/check-engine-symbols.js): prepares Swift source for
// tree-sitter-swift.
"use strict";

// The grammar cannot read `#if`/`#endif` lines that wrap a lone attribute
// (as UniFFI emits around `@preconcurrency`, for example), so those two
// lines are blanked, kept as empty lines so that positions still match.
function blankAttributeIfs(text) {
  const lines = text.split("\n");
  for (let i = 0; i + 2 < lines.length; i++) {
    if (/^\s*#if\b/.test(lines[i]) && /^\s*@[A-Za-z_][\w.]*(\(.*\))?\s*$/.test(lines[i + 1]) && /^\s*#endif\b/.test(lines[i + 2])) {
      lines[i] = "";
      lines[i + 2] = "";
    }
  }
  return lines.join("\n");
}

module.exports = { blankAttributeIfs };
