/**
 * Imported first by the bench: the gateways it starts are production ones, and graphql-js picks its production
 * build from process.env.NODE_ENV when it is first loaded (the development build checks every type test for a
 * second copy of graphql), as it does in a deployment that runs with NODE_ENV=production.
 */
process.env.NODE_ENV = 'production';
