// Parses Swift files with tree-sitter-swift and reports one check per file.
// Usage: node scripts/swift-parse.js <node_modules dir> <file.swift>...
// Prints `ok <file>` or `FAIL <file>: <line:col> <node>` for each file.
"use strict";
const fs = require("fs");
const path = require("path");
const modules = path.resolve(process.argv[2]);
const Parser = require(path.join(modules, "tree-sitter"));
const Swift = require(path.join(modules, "tree-sitter-swift"));

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

function firstError(node) {
  if (node.type === "ERROR" || node.isMissing) return node;
  for (const child of node.children) {
    if (child.hasError || child.type === "ERROR" || child.isMissing) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return node.hasError ? node : null;
}

const parser = new Parser();
parser.setLanguage(Swift);
let failed = 0;
for (const file of process.argv.slice(3)) {
  const source = blankAttributeIfs(fs.readFileSync(file, "utf8"));
  // A callback input avoids the size limit of string input in tree-sitter's node binding.
  const tree = parser.parse((index) => source.slice(index, index + 8192));
  if (tree.rootNode.hasError) {
    failed++;
    const e = firstError(tree.rootNode) || tree.rootNode;
    const where = `${e.startPosition.row + 1}:${e.startPosition.column + 1}`;
    const line = source.split("\n")[e.startPosition.row] || "";
    console.log(`FAIL ${file}: ${where} ${e.isMissing ? "missing " + e.type : "syntax error"} near: ${line.trim().slice(0, 100)}`);
  } else {
    console.log(`ok ${file}`);
  }
}
process.exit(failed ? 1 : 0);
