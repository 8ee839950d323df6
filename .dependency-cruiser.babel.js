// How dependency-cruiser reads this project's TypeScript (see .dependency-cruiser.js and decision 0018).
//
// dependency-cruiser parses TypeScript through the compiler API of TypeScript 2 to 6 or through swc;
// TypeScript 7 has no such API. So it takes the Babel route: @babel/parser (already in the tree for
// the React Router build) reads each .ts/.tsx file, and the plugin below reduces the module to the
// list of its imports, written as plain JavaScript that dependency-cruiser's own parser then reads:
//   import "x";                 a runtime import or re-export (static)
//   import("x");                a dynamic import whose module is a string, or a template without ${}
//   typeOnly("x");              `import type`, `export type … from`, `typeof import("x")` (erased at
//                               build time; matched in the rules as the exotic require "typeOnly")
//   import("<computed: …>");    a dynamic import whose module is computed: it cannot be resolved,
//                               so the `not-to-unresolvable` rule refuses it
// An `import { type A } from "x"` stays a runtime import: the module is still loaded.

/** Marker call for type-only imports; named in `exoticRequireStrings` of the cruiser options. */
export const typeOnlyMarker = "typeOnly";

function staticSource(node) {
  if (node?.type === "StringLiteral") return node.value;
  if (node?.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0]?.value.cooked;
  return undefined;
}

function importsOnly({ types: t }) {
  return {
    name: "imports-only",
    manipulateOptions(options, parserOptions) {
      const tsx = /\.tsx$/.test(options.filename ?? "");
      parserOptions.plugins.push(["typescript", { isTSX: tsx }]);
      if (tsx) parserOptions.plugins.push("jsx");
    },
    visitor: {
      Program: {
        exit(program, state) {
          const found = [];
          const add = (kind, source) => found.push({ kind, source });
          program.traverse({
            ImportDeclaration({ node }) {
              add(node.importKind === "type" ? "type" : "static", node.source.value);
            },
            "ExportNamedDeclaration|ExportAllDeclaration"({ node }) {
              if (node.source) add(node.exportKind === "type" ? "type" : "static", node.source.value);
            },
            TSImportType({ node }) {
              const source = staticSource(
                node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument,
              );
              if (source !== undefined) add("type", source);
            },
            "CallExpression|ImportExpression"(path) {
              const { node } = path;
              const isImport = node.type === "ImportExpression" || node.callee?.type === "Import";
              if (!isImport) return;
              const argument = node.type === "ImportExpression" ? node.source : node.arguments[0];
              const source = staticSource(argument);
              if (source !== undefined) add("dynamic", source);
              else {
                const text = state.file.code.slice(argument.start, argument.end).replace(/\s+/g, " ");
                add("dynamic", `<computed: ${text}>`);
              }
            },
          });
          const statements = found.map(({ kind, source }) => {
            const literal = t.stringLiteral(source);
            if (kind === "static") return t.importDeclaration([], literal);
            if (kind === "type")
              return t.expressionStatement(t.callExpression(t.identifier(typeOnlyMarker), [literal]));
            return t.expressionStatement(t.callExpression(t.import(), [literal]));
          });
          program.node.body = statements;
          program.node.directives = [];
        },
      },
    },
  };
}

export default {
  babelrc: false,
  configFile: false,
  sourceType: "module",
  compact: true,
  comments: false,
  plugins: [importsOnly],
};
