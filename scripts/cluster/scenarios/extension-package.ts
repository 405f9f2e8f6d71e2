import { filesOf, manifestOf, zip } from '../../../upstream/src/testing/packages.ts';
import { newCustomer } from '../visitor.ts';
import { requestsSince, type ScenarioContext } from './context.ts';

const UPLOAD = 'mutation ($file: Upload!) { uploadPlugin(file: $file) { uploadId } }';
const DOWNLOADS = 4;

/**
 * An extension package uploaded through the balancer (a GraphQL multipart request, streamed by a gateway to an
 * upstream), approved by staff on one upstream, then downloaded through the balancer again and again: the same
 * bytes whichever gateway and upstream serve it, since packages live in the database.
 */
export const extensionPackage = async ({ cluster, report, reads, visitor, db }: ScenarioContext) => {
  const publisher = visitor(6);
  const { token } = await newCustomer(publisher, reads, 'publisher01');
  const bytes = zip(filesOf(manifestOf({ publisher: 'cluster', name: 'across-copies', version: '1.0.0' })));
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
  const uploaded = (await (
    await fetch(`${cluster.siteUrl}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } })
  ).json()) as { data?: { uploadPlugin: { uploadId: string } }; errors?: { message: string }[] };
  if (!uploaded.data) throw new Error(`uploadPlugin: ${uploaded.errors?.map((e) => e.message).join('; ')}`);
  const uploadId = uploaded.data.uploadPlugin.uploadId;
  const approved = await fetch(`${cluster.urlOf('upstream-2')}/api/staff/review/uploads/${uploadId}/approve`, { method: 'POST', headers: { authorization: `Bearer ${cluster.adminToken}` } });
  report.check('an extension package uploaded through the balancer is approved by staff on an upstream', approved.status === 200, `upload ${uploadId}`);

  const { rows } = await db.query<{ version_hash: string }>('select version_hash from plugin_version where id = $1', [Number(uploadId)]);
  const before = await cluster.stats();
  const downloads = await Promise.all(
    Array.from({ length: DOWNLOADS }, async () => {
      const answer = await fetch(`${cluster.siteUrl}/api/plugin-download/version_hash/${rows[0].version_hash}`);
      return answer.status === 200 && Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(bytes));
    }),
  );
  const served = requestsSince(before, await cluster.stats());
  report.check(
    'it downloads through the balancer byte for byte, from either upstream',
    downloads.every(Boolean) && (served['upstream-1'] ?? 0) > 0 && (served['upstream-2'] ?? 0) > 0,
    `${downloads.filter(Boolean).length} of ${DOWNLOADS} identical; served by upstream-1 ${served['upstream-1'] ?? 0}, upstream-2 ${served['upstream-2'] ?? 0}`,
  );
  publisher.close();
};
