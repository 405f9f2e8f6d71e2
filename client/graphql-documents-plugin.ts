import { dirname, relative, sep } from 'node:path';
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { ClientSideBaseVisitor } from '@graphql-codegen/visitor-plugin-common';
import { buildSchema, parse } from 'graphql';

/**
 * Babel plugin for the client build: each graphql(`…`) call becomes an import of that document from the generated
 * src/gql/graphql.ts, instead of a lookup in src/gql/gql.ts's map of every document of the site; a page's chunk then
 * carries only the documents it runs. It does what the client preset's own babel plugin does, except that the
 * import gets a fresh local name: the preset's plugin imports `FooDocument` as is, which
 * `export const FooDocument = graphql(…)` (our convention) shadows, leaving the document undefined.
 */
const naming = new ClientSideBaseVisitor(buildSchema('type Query { _: Int }'), [], {}, {});

export const graphqlDocumentsPlugin = (
  { types: t }: { types: typeof BabelTypes },
  { artifactDirectory }: { artifactDirectory: string },
): PluginObj => ({
  name: 'graphql-documents',
  visitor: {
    CallExpression(path, state) {
      const { callee, arguments: [argument] } = path.node;
      if (callee.type !== 'Identifier' || callee.name !== 'graphql') return;
      if (argument?.type !== 'TemplateLiteral' || argument.expressions.length > 0) return;
      const [definition] = parse(argument.quasis[0]!.value.raw).definitions;
      if (!definition || !('name' in definition) || !definition.name) return;
      let exported: string;
      if (definition.kind === 'OperationDefinition') exported = naming.getOperationVariableName(definition);
      else if (definition.kind === 'FragmentDefinition') exported = naming.getFragmentVariableName(definition);
      else return;
      const from = relative(dirname(state.filename!), `${artifactDirectory}/graphql.ts`).split(sep).join('/');
      const local = path.scope.generateUidIdentifier(exported);
      const program = path.findParent((parent) => parent.isProgram()) as unknown as { unshiftContainer: (key: 'body', node: BabelTypes.Statement) => void };
      program.unshiftContainer('body', t.importDeclaration([t.importSpecifier(local, t.identifier(exported))], t.stringLiteral(from.startsWith('.') ? from : `./${from}`)));
      path.replaceWith(local);
    },
  },
});
