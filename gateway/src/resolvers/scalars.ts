import { GraphQLScalarType, Kind } from 'graphql';
import {
  currencyEnum,
  editionSaleEnum,
  licenseStatusEnum,
  orderPayStatusEnum,
  payStatusFilterEnum,
  paymentTypeEnum,
  pluginReviewStatusEnum,
  userStatusEnum,
} from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

const toIso = (value: unknown) => {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new TypeError(`DateTime cannot represent ${String(value)}`);
  return date.toISOString();
};

/** Dates leave as ISO strings whatever form the upstream gave them in; enums map to the REST values. */
export const scalarResolvers: Resolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: toIso,
    parseValue: toIso,
    // null from parseLiteral would be read as the literal null; a non-string literal is refused instead.
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be written as a string');
      return toIso(ast.value);
    },
  }),
  Currency: currencyEnum,
  EditionSale: editionSaleEnum,
  PaymentType: paymentTypeEnum,
  PayStatusFilter: payStatusFilterEnum,
  OrderPayStatus: orderPayStatusEnum,
  LicenseStatus: licenseStatusEnum,
  PluginReviewStatus: pluginReviewStatusEnum,
  UserStatus: userStatusEnum,
};
