import { readFileSync, statSync } from 'node:fs';
import { transformAsync, type PluginObj, type types as BabelTypes } from '@babel/core';
import type { Plugin } from 'vite';
import { pascalCase } from 'change-case-all';

/**
 * For the client build: each graphql(`…`) call becomes an import of a module holding that one document, as
 * generated in src/gql/graphql.ts. The client preset's runtime `graphql()` looks each document up in a map of every
 * document of the site (src/gql/gql.ts), and graphql.ts itself is one module, so either way the first page's chunk
 * carried all 53 documents; now each document goes to the chunk of the pages that run it. (The preset's own babel
 * plugin imports `FooDocument` from graphql.ts under the same name, which our `export const FooDocument = graphql(…)`
 * shadows, and leaves graphql.ts whole.)
 */
const MODULE = 'virtual:graphql-document/';

/** The generated document's name, as the client preset names it: `query HomePlugins` → HomePluginsDocument. */
const documentName = (source: string) => {
  const [, kind, name] = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(source) ?? [];
  if (!kind || !name) return undefined;
  // the preset's naming convention keeps underscores: each part is PascalCased on its own
  return `${name.split('_').map((part) => pascalCase(part)).join('_')}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
};

const babelPlugin = ({ types: t }: { types: typeof BabelTypes }): PluginObj => ({
  name: 'graphql-documents',
  visitor: {
    CallExpression(path) {
      const { callee, arguments: [argument] } = path.node;
      if (callee.type !== 'Identifier' || callee.name !== 'graphql') return;
      if (argument?.type !== 'TemplateLiteral' || argument.expressions.length > 0) return;
      const exported = documentName(argument.quasis[0]!.value.raw);
      if (!exported) return;
      const local = path.scope.generateUidIdentifier(exported);
      const program = path.findParent((parent) => parent.isProgram()) as unknown as { unshiftContainer: (key: 'body', node: BabelTypes.Statement) => void };
      program.unshiftContainer('body', t.importDeclaration([t.importDefaultSpecifier(local)], t.stringLiteral(MODULE + exported)));
      path.replaceWith(local);
    },
  },
});

/** The documents generated in graphql.ts, by name: each is one line, `export const FooDocument = {…} as unknown as …;`. */
const parseDocuments = (file: string) =>
  new Map([...readFileSync(file, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((match) => [match[1]!, match[2]!]));

/** The Vite plugin: rewrites our .ts and .tsx files that call graphql(`…`) before Vite strips the types, and serves each document. */
export const graphqlDocuments = (artifactDirectory: string): Plugin => {
  const generated = `${artifactDirectory}/graphql.ts`;
  // every document module of a build reads the same file: parse it once, again only after codegen rewrote it
  let parsed: { modified: number; documents: Map<string, string> } | undefined;
  const generatedDocuments = () => {
    const modified = statSync(generated).mtimeMs;
    if (parsed?.modified !== modified) parsed = { modified, documents: parseDocuments(generated) };
    return parsed.documents;
  };
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(MODULE) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return null;
      this.addWatchFile(generated);
      const name = id.slice(MODULE.length + 1);
      const document = generatedDocuments().get(name);
      if (!document) this.error(`${name} is not in ${generated}: run npm run codegen`);
      return `export default ${document};`;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(artifactDirectory) || file.includes('/node_modules/') || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [babelPlugin],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
};
