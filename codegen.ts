import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/ → gateway resolver types (parents mapped to the REST contract's shapes, enums to REST values)
 *         → client typed documents (client preset) from the graphql(`…`) calls next to each screen.
 */
const contract = (file: string, type: string) => `../../../contract/${file}.ts#${type}`;
/** A mapper: the contract type imported under a `Rest` alias, so it never clashes with the GraphQL type's name. */
const rest = (file: string, type: string) => `${contract(file, type)} as Rest${type}`;

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../graph/context.ts#Context',
        useTypeImports: true,
        scalars: { DateTime: 'string', Upload: '../graph/upload-stream.ts#UploadArgument' },
        mappers: {
          Version: rest('version', 'Version'),
          Edition: rest('edition', 'Edition'),
          PocPushGroup: rest('content', 'PocPushGroup'),
          PocPush: rest('content', 'PocPush'),
          DictEntry: rest('dict', 'DictEntry'),
          ContentEntry: rest('content', 'ContentEntry'),
          FaqGroup: rest('content', 'ContentGroup'),
          FeatureGroup: rest('content', 'ContentGroup'),
          User: rest('user', 'User'),
          Captcha: rest('user', 'Captcha'),
          AuthPayload: rest('user', 'SignInAnswer'),
          SignUpPayload: rest('user', 'SignUpAnswer'),
          Discount: rest('order', 'Discount'),
          OrderPreview: rest('order', 'OrderPreview'),
          Order: rest('order', 'OrderSource'),
          PayInfo: rest('order', 'PricedPayInfo'),
          InvoiceDetails: rest('receipt', 'InvoiceDetails'),
          License: rest('license', 'License'),
          ActivationCode: rest('license', 'ActivationCode'),
          LicenseHistoryEvent: rest('license', 'LicenseHistoryEvent'),
          Plugin: rest('plugin', 'PluginSource'),
          PluginDetail: rest('plugin', 'PluginDetail'),
          PluginVersion: rest('plugin', 'PluginVersionEntry'),
          Doc: rest('doc', 'Doc'),
          AccessToken: rest('access-token', 'AccessToken'),
          AccessTokenCreated: rest('access-token', 'AccessTokenCreated'),
          Team: rest('team', 'Team'),
          TeamMember: rest('team', 'TeamMember'),
          Seat: rest('team', 'Seat'),
          Invitation: rest('team', 'Invitation'),
          PayStatus: '../subscriptions/pay-status.ts#PayStatusEvent',
        },
        enumValues: {
          Currency: contract('order', 'Currency'),
          EditionSale: contract('rules', 'EditionSale'),
          UserStatus: contract('user', 'UserStatus'),
          PaymentType: contract('order', 'PaymentType'),
          PayStatusFilter: contract('order', 'PayStatusFilter'),
          OrderPayStatus: contract('order', 'PayStatus'),
          LicenseStatus: contract('license', 'LicenseStatus'),
          PluginReviewStatus: contract('plugin', 'PluginReviewStatus'),
          AccessTokenScope: contract('access-token', 'AccessTokenScope'),
          TeamRole: contract('team', 'TeamRole'),
        },
      },
    },
    'client/src/gql/': {
      preset: 'client',
      // persistedDocuments: each document's sha256 beside it (`__meta__.hash`, what the client sends as its id) and
      // gql/persisted-documents.json, from which scripts/trusted-documents.ts writes the gateway's manifest.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, scalars: { DateTime: 'string', Upload: 'File' }, enumsAsTypes: true },
    },
  },
};

export default config;
