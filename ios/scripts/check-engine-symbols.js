// Checks that every engine symbol the app's Swift sources use exists in the
// freshly generated UniFFI bindings (BoardloreEngine.swift), so that a rename
// in the Rust API fails on Linux rather than on a Mac.
//
// Usage:
//   node check-engine-symbols.js <node_modules> <BoardloreEngine.swift> <platform-symbols.txt> <app.swift>...
//   node check-engine-symbols.js --self-test <node_modules> <BoardloreEngine.swift> <platform-symbols.txt>
//
// How it works (there is no Swift compiler here, so this is a careful
// approximation of one, built on tree-sitter-swift's syntax tree):
//  1. From the generated file it collects the public API: types (classes,
//     records, enums, errors), their properties, methods (with argument
//     labels and types), initialisers, enum cases, and the free functions.
//  2. In the app's sources it resolves the static type of expressions where
//     the code states it: annotated properties, parameters and closure
//     parameters, `let x = <call with a known result>`, `for x in <array>`,
//     `if/guard let`, chains through engine and app members.
//  3. It checks every use it can resolve against the engine's API:
//       - members and methods (with argument labels) on engine values;
//       - static members, constructors and record initialisers (labels);
//       - enum cases in `switch`, `==`, arguments and `catch` patterns;
//       - free functions, also as `BoardloreEngine.name(...)`.
//     Every type name and free function the app mentions must be declared
//     by the app, by the engine, or be listed in platform-symbols.txt (the
//     Swift, Foundation and SwiftUI names the app uses): so a type renamed
//     in Rust shows up as an unknown name.
// Prints one line per failure, a coverage line, and ends with
// `N passed, N failed` (one check per distinct engine symbol used, plus
// one per unknown name). Exits non-zero on any failure. With
// SHOW_UNRESOLVED=1 it also lists the member uses it could not resolve.
"use strict";
const fs = require("fs");
const path = require("path");

// ---------------------------------------------------------------- parsing

let parser = null;
function setUpParser(modules) {
  const Parser = require(path.join(modules, "tree-sitter"));
  const Swift = require(path.join(modules, "tree-sitter-swift"));
  parser = new Parser();
  parser.setLanguage(Swift);
}

// `#if`/`#endif` around a lone attribute, which the grammar cannot read.
const { blankAttributeIfs } = require("../../scripts/swift-source.js");

function parse(text) {
  const source = blankAttributeIfs(text);
  return parser.parse((index) => source.slice(index, index + 8192));
}

function key(node) {
  return `${node.startIndex}:${node.endIndex}:${node.type}`;
}

function named(node) {
  const out = [];
  for (let i = 0; i < node.namedChildCount; i++) out.push(node.namedChild(i));
  return out;
}

function children(node) {
  const out = [];
  for (let i = 0; i < node.childCount; i++) out.push(node.child(i));
  return out;
}

function walk(node, visit) {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    visit(n);
    for (let i = n.childCount - 1; i >= 0; i--) stack.push(n.child(i));
  }
}

const TYPE_NODES = new Set(["user_type", "optional_type", "array_type", "dictionary_type", "tuple_type", "function_type", "opaque_type", "existential_type", "metatype", "protocol_composition_type"]);

function typeText(node) {
  return node ? node.text.replace(/\s+/g, "") : null;
}

// `T?`, `T!`, `T??` → `T`.
function unwrap(type) {
  if (!type) return null;
  let t = type;
  while (t.endsWith("?") || t.endsWith("!")) t = t.slice(0, -1);
  return t;
}

// `[T]` → `T` (not for dictionaries).
function elementOf(type) {
  const t = unwrap(type);
  if (!t || !t.startsWith("[") || !t.endsWith("]")) return null;
  const inner = t.slice(1, -1);
  let depth = 0;
  for (const ch of inner) {
    if (ch === "[" || ch === "(" || ch === "<") depth++;
    else if (ch === "]" || ch === ")" || ch === ">") depth--;
    else if (ch === ":" && depth === 0) return null;
  }
  return inner;
}

function isPublic(decl) {
  const mods = named(decl).find((c) => c.type === "modifiers");
  if (!mods) return false;
  return /\b(public|open)\b/.test(mods.text);
}

function hasModifier(decl, word) {
  const mods = named(decl).find((c) => c.type === "modifiers");
  return !!mods && new RegExp(`\\b${word}\\b`).test(mods.text);
}

// The parameters of a function, initialiser or closure type.
function parameters(decl) {
  const params = [];
  for (const c of named(decl)) {
    if (c.type !== "parameter") continue;
    const external = c.childForFieldName("external_name");
    const names = c.childrenForFieldName("name").filter((n) => n);
    const internal = names.find((n) => n.type === "simple_identifier");
    const type = names.filter((n) => TYPE_NODES.has(n.type)).pop();
    params.push({
      label: external ? external.text : internal ? internal.text : "_",
      name: internal ? internal.text : null,
      type: typeText(type),
    });
  }
  return params;
}

function returnType(decl) {
  const cs = children(decl);
  for (let i = 0; i < cs.length; i++) {
    if (cs[i].type === "->") {
      for (let j = i + 1; j < cs.length; j++) if (TYPE_NODES.has(cs[j].type)) return typeText(cs[j]);
    }
  }
  return null;
}

function declName(decl) {
  const n = decl.childForFieldName("name");
  if (!n) return null;
  if (n.type === "user_type") {
    const ids = named(n).filter((c) => c.type === "type_identifier");
    return ids.length ? ids[ids.length - 1].text : n.text;
  }
  return n.text;
}

function declKind(decl) {
  const k = decl.childForFieldName("declaration_kind");
  return k ? k.text : null;
}

function boundNames(patternOwner) {
  const out = [];
  walk(patternOwner, (n) => {
    if (n.type === "pattern") {
      const b = n.childForFieldName("bound_identifier");
      if (b) out.push(b.text);
    }
  });
  return out;
}

// ------------------------------------------------------- the engine's API

function readEngine(text) {
  const tree = parse(text);
  const types = new Map(); // name -> { kind, members: Map(name -> [member]) }
  const functions = new Map(); // name -> [signature]
  const typeOf = (name) => {
    if (!types.has(name)) types.set(name, { kind: null, members: new Map() });
    return types.get(name);
  };
  const add = (type, name, member) => {
    const t = typeOf(type);
    if (!t.members.has(name)) t.members.set(name, []);
    t.members.get(name).push(member);
  };
  for (const decl of named(tree.rootNode)) {
    if (decl.type === "function_declaration" && isPublic(decl)) {
      const name = declName(decl);
      // The converters are UniFFI's plumbing, not the API.
      if (/^(FfiConverter|uniffi)/.test(name)) continue;
      if (!functions.has(name)) functions.set(name, []);
      functions.get(name).push({ params: parameters(decl), returns: returnType(decl) });
      continue;
    }
    if (decl.type !== "class_declaration") continue;
    const kind = declKind(decl);
    const name = declName(decl);
    if (!name || /^(FfiConverter|Uniffi|uniffi)/.test(name)) continue;
    if (kind !== "extension" && !isPublic(decl)) continue;
    const type = typeOf(name);
    if (kind !== "extension") type.kind = kind;
    const body = decl.childForFieldName("body");
    if (!body) continue;
    for (const m of named(body)) {
      if (m.type === "enum_entry") {
        const names = m.childrenForFieldName("name").filter((n) => n);
        const data = m.childForFieldName("data_contents");
        const labels = data ? named(data).filter((c) => c.type === "simple_identifier").map((c) => c.text) : null;
        for (const n of names) add(name, n.text, { kind: "case", labels, params: labels ? labels.map((l) => ({ label: l, type: null })) : null, type: name });
      } else if (!isPublic(m)) {
        continue;
      } else if (m.type === "property_declaration") {
        const annotation = named(m).find((c) => c.type === "type_annotation");
        const type = annotation ? typeText(named(annotation).find((c) => TYPE_NODES.has(c.type))) : null;
        for (const n of boundNames(m)) add(name, n, { kind: hasModifier(m, "static") ? "static-property" : "property", type });
      } else if (m.type === "function_declaration") {
        add(name, declName(m), { kind: hasModifier(m, "static") ? "static-method" : "method", params: parameters(m), type: returnType(m) });
      } else if (m.type === "init_declaration") {
        add(name, "init", { kind: "init", params: parameters(m), type: name });
      }
    }
  }
  // Conformances every generated type has (Equatable/Hashable/Error).
  for (const [, t] of types) {
    for (const universal of ["hashValue", "hash", "localizedDescription", "self"]) {
      if (!t.members.has(universal)) t.members.set(universal, [{ kind: "property", type: null, universal: true }]);
    }
  }
  return { types, functions };
}

// ------------------------------------------------------------ the app

function readPlatform(text) {
  return new Set(text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter((l) => l));
}

const MODULE = "BoardloreEngine";
// Keywords the grammar reads as identifiers in some positions.
const KEYWORDS = new Set(["Self", "Type", "Any", "AnyObject", "Protocol", "defer"]);

function analyse(engine, platform, files) {
  const trees = files.map((f) => ({ file: f.name, tree: parse(f.text), text: f.text }));

  // App declarations, across all files.
  const appTypes = new Map(); // name -> Map(member -> type)
  const appFunctions = new Set();
  const generics = new Set();
  const extraEngineMembers = new Set(); // "Type.member" added by app extensions
  for (const { tree } of trees) {
    walk(tree.rootNode, (n) => {
      if (n.type === "class_declaration" || n.type === "protocol_declaration") {
        const name = declName(n);
        if (!name) return;
        const isExtension = declKind(n) === "extension";
        const body = n.childForFieldName("body");
        const members = new Map();
        if (body) {
          for (const m of named(body)) {
            if (m.type === "property_declaration" || m.type === "protocol_property_declaration") {
              const annotation = named(m).find((c) => c.type === "type_annotation");
              const type = annotation ? typeText(named(annotation).find((c) => TYPE_NODES.has(c.type))) : null;
              for (const b of boundNames(m)) members.set(b, type);
            } else if (m.type === "function_declaration" || m.type === "protocol_function_declaration") {
              members.set(declName(m), returnType(m));
            } else if (m.type === "enum_entry") {
              for (const c of m.childrenForFieldName("name").filter((x) => x)) members.set(c.text, name);
            } else if (m.type === "subscript_declaration") {
              members.set("subscript", returnType(m));
            }
          }
        }
        if (isExtension && engine.types.has(name)) {
          for (const member of members.keys()) extraEngineMembers.add(`${name}.${member}`);
          return;
        }
        if (!appTypes.has(name)) appTypes.set(name, new Map());
        for (const [k, v] of members) appTypes.get(name).set(k, v);
      } else if (n.type === "typealias_declaration") {
        const name = declName(n);
        if (name) appTypes.set(name, appTypes.get(name) || new Map());
      } else if (n.type === "function_declaration") {
        const name = declName(n);
        if (name) appFunctions.add(name);
      } else if (n.type === "type_parameter") {
        const id = named(n).find((c) => c.type === "type_identifier");
        if (id) generics.add(id.text);
      }
    });
  }

  const symbols = new Map(); // symbol -> { ok, where: [], why }
  const uses = new Set(); // "symbol@file:line", each use counted once
  const unresolved = new Set();
  const record = (symbol, ok, where, why) => {
    uses.add(`${symbol}@${where}`);
    if (!symbols.has(symbol)) symbols.set(symbol, { ok: true, where: [], why: null });
    const s = symbols.get(symbol);
    if (!ok) {
      s.ok = false;
      s.why = s.why || why;
    }
    if (s.where.length < 3 && !s.where.includes(where)) s.where.push(where);
  };

  const isEngineType = (name) => engine.types.has(name) && engine.types.get(name).kind !== null;
  const engineKind = (name) => (engine.types.has(name) ? engine.types.get(name).kind : null);

  for (const { file, tree } of trees) {
    const where = (node) => `${file}:${node.startPosition.row + 1}`;
    const scopes = new Map(); // scope key -> Map(name -> type|null)
    const SCOPE_TYPES = new Set(["source_file", "class_body", "function_declaration", "init_declaration", "lambda_literal", "computed_property", "for_statement", "if_statement", "guard_statement", "statements", "catch_block", "switch_entry", "function_body", "subscript_declaration"]);

    const scopeOf = (node) => {
      let n = node.parent;
      while (n && !SCOPE_TYPES.has(n.type)) n = n.parent;
      return n || tree.rootNode;
    };
    const bind = (scopeNode, name, type) => {
      const k = key(scopeNode);
      if (!scopes.has(k)) scopes.set(k, new Map());
      const m = scopes.get(k);
      if (m.has(name) && m.get(name) !== type) m.set(name, null); // two types: unknown
      else m.set(name, type);
    };
    const lookup = (node, name) => {
      let n = node;
      while (n) {
        if (SCOPE_TYPES.has(n.type)) {
          const m = scopes.get(key(n));
          if (m && m.has(name)) return { found: true, type: m.get(name) };
        }
        n = n.parent;
      }
      return { found: false, type: null };
    };
    const enclosingType = (node) => {
      let n = node.parent;
      while (n) {
        if (n.type === "class_declaration") return declName(n);
        n = n.parent;
      }
      return null;
    };

    // Member lookups on a type, with checks on engine types.
    const engineMember = (typeName, member, node, labels, isStatic) => {
      if (extraEngineMembers.has(`${typeName}.${member}`)) return { type: null };
      const t = engine.types.get(typeName);
      const candidates = (t.members.get(member) || []).filter((m) => (isStatic ? m.kind !== "property" && m.kind !== "method" : m.kind !== "static-method" && m.kind !== "static-property" && m.kind !== "init") || m.universal);
      const shown = labels ? `${member}(${labels.map((l) => `${l}:`).join("")})` : member;
      const symbol = `${typeName}.${shown}`;
      if (!candidates.length) {
        record(symbol, false, where(node), `${typeName} has no ${isStatic ? "static member or case" : "member"} '${member}' in the generated bindings`);
        return { type: null };
      }
      if (labels) {
        const fitting = candidates.filter((c) => !c.params || sameLabels(c.params.map((p) => p.label), labels) || (c.kind === "case" && !c.labels && labels.length === 0));
        if (!fitting.length) {
          const known = candidates.map((c) => `${member}(${(c.params || []).map((p) => `${p.label}:`).join("")})`).join(", ");
          record(symbol, false, where(node), `no ${typeName}.${member} takes these labels; the bindings have ${known}`);
          return { type: null };
        }
        record(symbol, true, where(node));
        return { type: fitting[0].type, params: fitting[0].params };
      }
      record(symbol, true, where(node));
      return { type: candidates[0].type, params: candidates[0].params };
    };

    const sameLabels = (declared, used) => {
      if (declared.length !== used.length) return false;
      return declared.every((l, i) => l === used[i] || (l === "_" && used[i] === "_"));
    };

    const callLabels = (callSuffix) => {
      const args = named(callSuffix).find((c) => c.type === "value_arguments");
      if (!args) return { labels: [], args: [], subscript: false };
      const subscript = args.child(0) && args.child(0).type === "[";
      const list = named(args).filter((c) => c.type === "value_argument");
      return {
        subscript,
        args: list,
        labels: list.map((a) => {
          const label = a.childForFieldName("name");
          return label ? label.text.replace(/:$/, "") : "_";
        }),
      };
    };

    const checkCase = (enumType, caseName, node) => {
      const t = unwrap(enumType);
      if (!t || !isEngineType(t) || engineKind(t) !== "enum") return;
      engineMember(t, caseName, node, null, true);
    };

    // An implicit member expression `.name`, if `node` is one.
    const implicitMember = (node) => {
      if (!node) return null;
      if (node.type === "prefix_expression") {
        const op = node.childForFieldName("operation");
        const target = node.childForFieldName("target");
        if (op && op.text === "." && target && target.type === "simple_identifier") return target.text;
      }
      return null;
    };

    const checkArgumentCases = (params, argNodes, labels) => {
      if (!params) return;
      argNodes.forEach((arg, i) => {
        const value = arg.childForFieldName("value");
        const name = implicitMember(value);
        const param = params.find((p) => p.label === labels[i]) || params[i];
        if (name && param && param.type) checkCase(param.type, name, value);
      });
    };

    // The static type of an expression, where the source makes it known.
    // `checking` turns the engine checks on (they are off while the scopes
    // are being built, so that each use is checked once, with its labels).
    let checking = false;
    const typeOf = (node) => {
      if (!node) return null;
      switch (node.type) {
        case "simple_identifier": {
          const name = node.text;
          const local = lookup(node, name);
          if (local.found) return local.type;
          if (isEngineType(name) || appTypes.has(name)) return `Type:${name}`;
          const self = enclosingType(node);
          if (self && appTypes.has(self) && appTypes.get(self).has(name)) return appTypes.get(self).get(name);
          return null;
        }
        case "self_expression": {
          const self = enclosingType(node);
          return self ? self : null;
        }
        case "try_expression":
        case "await_expression":
          return typeOf(node.childForFieldName("expr") || named(node).pop());
        case "tuple_expression": {
          const values = named(node);
          return values.length === 1 ? typeOf(values[0]) : null;
        }
        case "prefix_expression": {
          // The grammar reads `!a.b` as `(!a).b`: see through `!` and `-`
          // so that `b` is still looked up on `a`.
          const op = node.childForFieldName("operation");
          if (op && (op.type === "bang" || op.text === "!" || op.text === "-")) return typeOf(node.childForFieldName("target"));
          return null;
        }
        case "postfix_expression": {
          const op = node.childForFieldName("operation");
          if (op && (op.text === "!" || op.text === "?")) return unwrap(typeOf(node.childForFieldName("target")));
          return null;
        }
        case "as_expression":
          return typeText(node.childForFieldName("name")) + (/as\?/.test(node.text) ? "?" : "");
        case "nil_coalescing_expression": {
          // `a ?? b` is optional only when `b` is.
          const left = unwrap(typeOf(node.childForFieldName("value")));
          const right = typeOf(node.childForFieldName("if_nil"));
          if (right && /[?!]$/.test(right)) return left ? `${left}?` : right;
          return left || right;
        }
        case "navigation_expression":
          return member(node, null);
        case "call_expression":
          return call(node);
        default:
          return null;
      }
    };

    // `target.name` (labels given when it is called).
    const member = (nav, labels, argNodes) => {
      const targetNode = nav.childForFieldName("target");
      const suffix = nav.childForFieldName("suffix");
      const nameNode = suffix ? suffix.childForFieldName("suffix") : null;
      if (!targetNode || !nameNode || nameNode.type !== "simple_identifier") return null;
      const name = nameNode.text;
      if (targetNode.type === "simple_identifier" && targetNode.text === MODULE && !lookup(targetNode, MODULE).found) {
        // `BoardloreEngine.games()`, `BoardloreEngine.GameMatch`.
        if (!checking) return engine.functions.has(name) ? (engine.functions.get(name)[0].returns || null) : isEngineType(name) ? `Type:${name}` : null;
        return moduleMember(name, nameNode, labels, argNodes);
      }
      if (targetNode.type === "key_path_expression") return null;
      const targetType = typeOf(targetNode);
      if (!targetType) {
        if (checking && /^[a-z_]/.test(name)) unresolved.add(`${name}@${where(nameNode)}`);
        return null;
      }
      if (targetType.startsWith("Type:")) {
        const typeName = targetType.slice(5);
        if (isEngineType(typeName)) {
          if (!checking) {
            const m = (engine.types.get(typeName).members.get(name) || [])[0];
            return m ? m.type : null;
          }
          const found = engineMember(typeName, name, nameNode, labels, true);
          if (argNodes) checkArgumentCases(found.params, argNodes, labels);
          return found.type;
        }
        const app = appTypes.get(typeName);
        return app && app.has(name) ? app.get(name) : null;
      }
      // On an optional, only `?.` and `!` reach the wrapped value; anything
      // else (`.map`, `.flatMap`) is a member of Optional itself.
      const optionalChained = children(nav).some((c) => c.type === "?");
      if (/[?!]$/.test(targetType) && !optionalChained) return null;
      const t = unwrap(targetType);
      const element = elementOf(t);
      if (element) {
        if (name === "first" || name === "last" || name === "randomElement" || name === "popLast") return `${element}?`;
        if (name === "count") return "Int";
        if (name === "isEmpty") return "Bool";
        if (["sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"].includes(name)) return t;
        return null;
      }
      if (isEngineType(t)) {
        if (!checking) {
          const m = (engine.types.get(t).members.get(name) || []).find((x) => x.kind === "property" || x.kind === "method" || x.kind === "case");
          return m ? m.type : null;
        }
        const found = engineMember(t, name, nameNode, labels, false);
        if (argNodes) checkArgumentCases(found.params, argNodes, labels);
        return found.type;
      }
      const app = appTypes.get(t);
      if (app && app.has(name)) return app.get(name);
      return null;
    };

    const moduleMember = (name, node, labels, argNodes) => {
      if (engine.functions.has(name)) {
        const sigs = engine.functions.get(name);
        if (labels) {
          const fit = sigs.find((s) => sameLabels(s.params.map((p) => p.label), labels));
          const symbol = `${MODULE}.${name}(${labels.map((l) => `${l}:`).join("")})`;
          if (!fit) {
            record(symbol, false, where(node), `no free function ${name} takes these labels; the bindings have ${sigs.map((s) => `${name}(${s.params.map((p) => `${p.label}:`).join("")})`).join(", ")}`);
            return null;
          }
          record(symbol, true, where(node));
          if (argNodes) checkArgumentCases(fit.params, argNodes, labels);
          return fit.returns;
        }
        record(`${MODULE}.${name}`, true, where(node));
        return sigs[0].returns;
      }
      if (isEngineType(name)) {
        record(`${MODULE}.${name}`, true, where(node));
        return `Type:${name}`;
      }
      record(`${MODULE}.${name}`, false, where(node), `the generated module has no function or type '${name}'`);
      return null;
    };

    const call = (node) => {
      const callee = node.child(0);
      const suffix = named(node).find((c) => c.type === "call_suffix");
      if (!suffix) return typeOf(callee);
      const { labels, args, subscript } = callLabels(suffix);
      if (subscript) {
        const t = typeOf(callee);
        return elementOf(t);
      }
      if (callee.type === "navigation_expression") {
        const target = callee.childForFieldName("target");
        const result = member(callee, labels, args);
        // Array methods whose result is the element.
        if (target && !result) {
          const t = typeOf(target);
          const element = elementOf(t);
          const name = callee.childForFieldName("suffix")?.childForFieldName("suffix")?.text;
          if (element && (name === "first" || name === "last" || name === "randomElement" || name === "min" || name === "max")) return `${element}?`;
          if (element && ["sorted", "filter", "reversed", "shuffled"].includes(name)) return unwrap(t);
        }
        return result;
      }
      if (callee.type === "simple_identifier") {
        const name = callee.text;
        if (lookup(callee, name).found) return null;
        if (isEngineType(name)) {
          if (!checking) return name;
          const t = engine.types.get(name);
          const inits = t.members.get("init") || [];
              const symbol = `${name}.init(${labels.map((l) => `${l}:`).join("")})`;
          const fit = inits.find((i) => sameLabels(i.params.map((p) => p.label), labels));
          if (!fit) {
            record(symbol, false, where(callee), inits.length ? `no ${name} initialiser takes these labels; the bindings have ${inits.map((i) => `init(${i.params.map((p) => `${p.label}:`).join("")})`).join(", ")}` : `${name} has no public initialiser`);
          } else {
            record(symbol, true, where(callee));
            checkArgumentCases(fit.params, args, labels);
          }
          return name;
        }
        if (appTypes.has(name)) return name;
        if (appFunctions.has(name)) {
          const self = enclosingType(callee);
          if (self && appTypes.has(self) && appTypes.get(self).has(name)) return appTypes.get(self).get(name);
          return null;
        }
        if (engine.functions.has(name)) {
          if (!checking) return engine.functions.get(name)[0].returns;
          return moduleMember(name, callee, labels, args);
        }
        return null;
      }
      return null;
    };

    // 1. Bindings: annotated declarations, parameters, then inferred ones.
    const bindDeclarations = (inferring) => {
      walk(tree.rootNode, (n) => {
        if (n.type === "property_declaration") {
          const annotation = named(n).find((c) => c.type === "type_annotation");
          const names = boundNames(n).filter((x, i, a) => a.indexOf(x) === i);
          // `let a = x, b = y` is rare in this code; one value per declaration.
          if (annotation) {
            const type = typeText(named(annotation).find((c) => TYPE_NODES.has(c.type)));
            for (const name of names) bind(scopeOf(n), name, type);
          } else if (inferring) {
            const value = n.childForFieldName("value");
            const type = value ? typeOf(value) : null;
            if (type && !type.startsWith("Type:")) for (const name of names) bind(scopeOf(n), name, type);
          }
        } else if (!inferring && (n.type === "function_declaration" || n.type === "init_declaration")) {
          for (const p of parameters(n)) if (p.name && p.type) bind(n, p.name, p.type);
        } else if (!inferring && n.type === "lambda_parameter") {
          const names = n.childrenForFieldName("name").filter((x) => x);
          const id = names.find((x) => x.type === "simple_identifier");
          const type = names.filter((x) => TYPE_NODES.has(x.type)).pop();
          let lambda = n.parent;
          while (lambda && lambda.type !== "lambda_literal") lambda = lambda.parent;
          if (id && type && lambda) bind(lambda, id.text, typeText(type));
        } else if (inferring && n.type === "for_statement") {
          const item = n.childForFieldName("item");
          const collection = n.childForFieldName("collection");
          const b = item && item.childForFieldName("bound_identifier");
          if (b && collection) {
            const element = elementOf(typeOf(collection));
            if (element) bind(n, b.text, element);
          } else if (item && collection && collection.type === "call_expression" && /\.enumerated\(\)$/.test(collection.text.replace(/\s+/g, ""))) {
            // `for (i, x) in xs.enumerated()`: `x` is an element of `xs`.
            const names = named(item).filter((c) => c.type === "pattern")
              .map((p) => named(p).find((c) => c.type === "simple_identifier"))
              .filter((x) => x).map((x) => x.text);
            const nav = collection.child(0);
            const element = nav && nav.type === "navigation_expression" ? elementOf(typeOf(nav.childForFieldName("target"))) : null;
            if (names.length === 2 && element) bind(n, names[1], element);
          }
        } else if (inferring && (n.type === "if_statement" || n.type === "guard_statement")) {
          // `if let a = expr, let b = expr2`: the children come flat, in order.
          const cs = children(n);
          for (let i = 0; i < cs.length; i++) {
            if (cs[i].type !== "value_binding_pattern") continue;
            const b = cs[i + 1];
            if (!b || b.type !== "simple_identifier") continue;
            const scope = n.type === "guard_statement" ? scopeOf(n) : n;
            if (cs[i + 2] && cs[i + 2].type === "=") {
              const type = typeOf(cs[i + 3]);
              if (type && !type.startsWith("Type:")) bind(scope, b.text, unwrap(type));
            } else {
              const outer = lookup(n.parent, b.text);
              if (outer.found && outer.type) bind(scope, b.text, unwrap(outer.type));
            }
          }
        }
      });
    };
    bindDeclarations(false);
    bindDeclarations(true);
    bindDeclarations(true);

    // 2. Checks.
    checking = true;
    walk(tree.rootNode, (n) => {
      switch (n.type) {
        case "call_expression": {
          // Resolved with labels here; a bare callee is skipped by the
          // navigation case below (it has a call_expression parent).
          typeOf(n);
          break;
        }
        case "navigation_expression": {
          const parent = n.parent;
          const isCallee = parent && parent.type === "call_expression" && parent.child(0) && key(parent.child(0)) === key(n);
          const isChainTarget = parent && parent.type === "navigation_expression" && parent.childForFieldName("target") && key(parent.childForFieldName("target")) === key(n);
          if (!isCallee && !isChainTarget) member(n, null);
          break;
        }
        case "switch_statement": {
          const subject = typeOf(n.childForFieldName("expr"));
          for (const entry of named(n).filter((c) => c.type === "switch_entry")) {
            for (const sp of named(entry).filter((c) => c.type === "switch_pattern")) {
              const p = named(sp)[0];
              if (!p || p.type !== "pattern") continue;
              const cs = children(p);
              if (cs[0] && cs[0].type === "." && cs[1] && cs[1].type === "simple_identifier") checkCase(subject, cs[1].text, cs[1]);
            }
          }
          break;
        }
        case "equality_expression": {
          const lhs = n.childForFieldName("lhs");
          const rhs = n.childForFieldName("rhs");
          const l = implicitMember(lhs);
          const r = implicitMember(rhs);
          if (r && !l) checkCase(typeOf(lhs), r, rhs);
          if (l && !r) checkCase(typeOf(rhs), l, lhs);
          break;
        }
        case "property_declaration": {
          const annotation = named(n).find((c) => c.type === "type_annotation");
          const value = n.childForFieldName("value");
          const name = implicitMember(value);
          if (annotation && name) checkCase(typeText(named(annotation).find((c) => TYPE_NODES.has(c.type))), name, value);
          break;
        }
        case "pattern": {
          // `catch BoardloreError.GameOver(let message)`, `case PlayerSide.first:`
          const cs = children(n);
          if (cs[0] && cs[0].type === "user_type" && cs[1] && cs[1].type === "." && cs[2] && cs[2].type === "simple_identifier") {
            const typeName = typeText(cs[0]);
            if (isEngineType(typeName)) engineMember(typeName, cs[2].text, cs[2], null, true);
          }
          break;
        }
        default:
          break;
      }
    });

    // 3. Names: every type and free function must be known somewhere.
    const known = (name) => isEngineType(name) || engine.functions.has(name) || appTypes.has(name) || appFunctions.has(name) || generics.has(name) || platform.has(name) || KEYWORDS.has(name) || name === MODULE;
    walk(tree.rootNode, (n) => {
      let name = null;
      let node = n;
      if (n.type === "user_type") {
        const first = named(n).find((c) => c.type === "type_identifier");
        if (first) { name = first.text; node = first; }
      } else if (n.type === "key_path_expression") {
        const t = named(n).find((c) => c.type === "type_identifier");
        if (t) { name = t.text; node = t; }
      } else if (n.type === "simple_identifier" && n.parent) {
        const p = n.parent;
        const isRoot = (p.type === "call_expression" && key(p.child(0)) === key(n)) || (p.type === "navigation_expression" && p.childForFieldName("target") && key(p.childForFieldName("target")) === key(n));
        // `$name` is a property wrapper's projection of a declared `name`.
        if (isRoot && !n.text.startsWith("$") && !lookup(n, n.text).found) {
          const self = enclosingType(n);
          const isMember = self && appTypes.has(self) && appTypes.get(self).has(n.text);
          if (!isMember && (/^[A-Z]/.test(n.text) || p.type === "call_expression")) name = n.text;
        }
      }
      if (!name) return;
      if (isEngineType(name)) {
        record(name, true, where(node));
      } else if (!known(name)) {
        record(`unknown name ${name}`, false, where(node), `'${name}' is not in the generated bindings (renamed in the Rust API?), not declared by the app, and not listed in ios/scripts/platform-symbols.txt`);
      }
    });
  }
  return { symbols, resolvedUses: uses.size, unresolvedMemberUses: unresolved.size, unresolvedList: unresolved };
}

function report(result) {
  let passed = 0;
  let failed = 0;
  const lines = [];
  for (const [symbol, s] of [...result.symbols].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (s.ok) passed++;
    else {
      failed++;
      lines.push(`FAIL ${symbol}: ${s.why} (at ${s.where.join(", ")})`);
    }
  }
  return { passed, failed, lines };
}

// ---------------------------------------------------------- self-test

// A small app file that uses the engine correctly, and misspelt copies of
// it: each must fail, naming the misspelt symbol, for the checker to be
// trusted.
const FIXTURE = `import BoardloreEngine
import Foundation

struct Probe {
    let match: GameMatch

    func run() throws -> String {
        let result: TapResult = try match.tap(square: 1)
        switch result.effect {
        case .played, .selected: break
        default: break
        }
        let board = match.board()
        for square in board.squares where square.legalTarget {
            _ = square.name
        }
        if result.effect == .illegal { return "" }
        try match.resign(side: .first)
        let restored = try GameMatch.restore(save: match.save())
        _ = restored
        let setting = OptionSetting(key: "a", value: "b")
        _ = setting
        let all: [GameDescription] = BoardloreEngine.games()
        _ = all
        do {
            _ = try match.undo()
        } catch BoardloreError.GameOver(let message) {
            return message
        }
        return match.status().text
    }
}
`;

const MISSPELLINGS = [
  ["a method", "match.tap(square: 1)", "match.tapp(square: 1)", "GameMatch.tapp"],
  ["an argument label", "match.tap(square: 1)", "match.tap(index: 1)", "GameMatch.tap(index:)"],
  ["a record field", "square.legalTarget", "square.legalTargt", "SquareState.legalTargt"],
  ["an enum case in a switch", "case .played, .selected", "case .playd, .selected", "TapEffect.playd"],
  ["an enum case in a comparison", "== .illegal", "== .ilegal", "TapEffect.ilegal"],
  ["an enum case in an argument", "side: .first", "side: .frist", "PlayerSide.frist"],
  ["a type", "let result: TapResult", "let result: TapRezult", "unknown name TapRezult"],
  ["a static constructor", "GameMatch.restore(save:", "GameMatch.restor(save:", "GameMatch.restor"],
  ["a record initialiser label", `OptionSetting(key: "a", value: "b")`, `OptionSetting(key: "a", valu: "b")`, "OptionSetting.init(key:valu:)"],
  ["a free function", "BoardloreEngine.games()", "BoardloreEngine.gamez()", "BoardloreEngine.gamez"],
  ["an error case", "BoardloreError.GameOver", "BoardloreError.GameOvr", "BoardloreError.GameOvr"],
  ["a field in a chain", "match.status().text", "match.status().txt", "MatchStatus.txt"],
];

function selfTest(engine, platform) {
  let passed = 0;
  let failed = 0;
  const clean = report(analyse(engine, platform, [{ name: "Probe.swift", text: FIXTURE }]));
  if (clean.failed === 0 && clean.passed >= 10) {
    passed++;
    console.log(`ok self-test: the correct probe passes (${clean.passed} engine symbols checked)`);
  } else {
    failed++;
    console.log(`FAIL self-test: the correct probe should pass with 10+ symbols: ${clean.passed} passed, ${clean.failed} failed`);
    clean.lines.forEach((l) => console.log(`  ${l}`));
  }
  for (const [what, good, bad, expected] of MISSPELLINGS) {
    if (!FIXTURE.includes(good)) {
      failed++;
      console.log(`FAIL self-test: the probe lacks ${JSON.stringify(good)}`);
      continue;
    }
    const text = FIXTURE.replace(good, bad);
    const r = report(analyse(engine, platform, [{ name: "Misspelt.swift", text }]));
    if (r.failed > 0 && r.lines.some((l) => l.startsWith(`FAIL ${expected}`))) {
      passed++;
      console.log(`ok self-test: a misspelt ${what} is caught (${expected})`);
    } else {
      failed++;
      console.log(`FAIL self-test: a misspelt ${what} (${bad}) was not reported as ${expected}`);
      r.lines.forEach((l) => console.log(`  ${l}`));
    }
  }
  return { passed, failed };
}

// ---------------------------------------------------------------- main

function main(argv) {
  const selfTesting = argv[0] === "--self-test";
  const args = selfTesting ? argv.slice(1) : argv;
  const [modules, generated, platformFile, ...appFiles] = args;
  if (!modules || !generated || !platformFile) {
    console.error("usage: check-engine-symbols.js [--self-test] <node_modules> <BoardloreEngine.swift> <platform-symbols.txt> <app.swift>...");
    return 2;
  }
  setUpParser(path.resolve(modules));
  const engine = readEngine(fs.readFileSync(generated, "utf8"));
  const platform = readPlatform(fs.readFileSync(platformFile, "utf8"));
  const typeCount = [...engine.types.values()].filter((t) => t.kind).length;
  if (typeCount === 0 || engine.functions.size === 0) {
    console.log(`FAIL no engine declarations read from ${generated}`);
    console.log("0 passed, 1 failed");
    return 1;
  }
  if (selfTesting) {
    const r = selfTest(engine, platform);
    console.log(`self-test: ${r.passed} passed, ${r.failed} failed`);
    return r.failed ? 1 : 0;
  }
  const files = appFiles.map((f) => ({ name: f, text: fs.readFileSync(f, "utf8") }));
  const result = analyse(engine, platform, files);
  const r = report(result);
  r.lines.forEach((l) => console.log(l));
  if (process.env.SHOW_UNRESOLVED) [...result.unresolvedList].sort().forEach((u) => console.log(`unresolved ${u}`));
  console.log(`read ${typeCount} engine types and ${engine.functions.size} free functions; checked ${result.resolvedUses} resolved engine uses in ${files.length} files (${result.unresolvedMemberUses} member uses on receivers of unknown type were not checked)`);
  console.log(`symbols: ${r.passed} passed, ${r.failed} failed`);
  return r.failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
