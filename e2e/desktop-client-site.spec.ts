import { request as httpRequest } from 'node:http';
import { importSPKI, jwtVerify } from 'jose';
import { apiSignIn, confirmTransfer, createAccount, expect, originOf, placeOrder, test, type Language } from './fixtures.ts';
import { licenseRow, openSignedIn } from './center.ts';
import { licensesOf, newMid, texts } from './license-after-sale.ts';

// A desktop client that knows only the site's address (issue #32): activate, validate, verify, release its machine,
// all through the site (the gateway), in both languages; the owner then sees the release in licence management.
// Node resolves no *.localhost name, so requests go to the site's port with the language's Host, as a browser sends it.

const words = {
  zh: { history: (id: string) => `授权 ${id} 的历史记录`, released: '由桌面客户端释放', notFound: 'There is no such API call' },
  en: { history: (id: string) => `History of license ${id}`, released: 'Released by the desktop client', notFound: 'There is no such API call' },
} as const;

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** One request to the site of a language, as a desktop client makes it. */
const site = (baseURL: string, language: Language, path: string, body?: object) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, baseURL);
    const payload = body ? JSON.stringify(body) : undefined;
    const headers = { host: new URL(originOf(baseURL, language)).host, 'accept-language': language, ...(payload ? { 'content-type': 'application/json' } : {}) };
    // a connection of its own: a pooled one left idle by the set-up may be closed by the server as it is reused
    const req = httpRequest(url, { method: payload ? 'POST' : 'GET', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text }));
    });
    req.on('error', reject);
    req.end(payload);
  });

const data = <T>(answer: Answer) => (JSON.parse(answer.text) as { data: T }).data;

let token = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  token = await apiSignIn(baseURL, await createAccount(baseURL, 'en'));
  await confirmTransfer(baseURL, await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 }));
});

for (const language of ['zh', 'en'] as const) {
  test(`a desktop client activates, validates and releases its machine on the site's address; the owner sees the release (${language})`, async ({ page, baseURL }) => {
    const license = (await licensesOf(baseURL!, token)).find((row) => row.status === 'NOT_GENERATED' && !row.expiredAt)!;
    const mid = newMid();
    const key = await importSPKI((await site(baseURL!, language, '/api/license/public-key')).text, 'EdDSA');
    const activated = data<{ license_file: string }>(await site(baseURL!, language, '/api/client/activate', { key: license.key, mid }));
    expect((await jwtVerify(activated.license_file, key, { issuer: 'tidewatch' })).payload).toMatchObject({ license_id: Number(license.id), mid });
    const checked = data<{ valid: boolean; signed: string }>(await site(baseURL!, language, '/api/client/validate', { license_id: Number(license.id), mid }));
    expect(checked.valid).toBe(true);
    await jwtVerify(checked.signed, key, { issuer: 'tidewatch', typ: 'tidewatch-validation+jwt' });

    const released = data<{ license_id: number; moves_left: number }>(await site(baseURL!, language, '/api/client/deactivate', { license_file: activated.license_file }));
    expect(released).toMatchObject({ license_id: Number(license.id), moves_left: 2 });
    expect(data<{ state: string }>(await site(baseURL!, language, '/api/client/validate', { license_id: Number(license.id), mid })).state).toBe('released');
    const revocations = data<{ signed: string }>(await site(baseURL!, language, '/api/license/revocations'));
    await jwtVerify(revocations.signed, key, { issuer: 'tidewatch', typ: 'tidewatch-revocations+jwt' });

    await openSignedIn(page, baseURL!, language, '/center/licenseManagement', token);
    const row = licenseRow(page, language, license.id);
    await expect(row).toContainText(texts[language].notGenerated);
    await row.getByRole('button', { name: words[language].history(license.id) }).click();
    await expect(page.getByRole('dialog', { name: words[language].history(license.id) }).getByRole('listitem').last()).toContainText(words[language].released);
  });

  test(`the developer page and openapi.json on the site name the site, and an unknown /api path is a JSON 404 (${language})`, async ({ baseURL }) => {
    const origin = originOf(baseURL!, language);
    const docs = await site(baseURL!, language, '/api/desktop-client');
    expect(docs.type).toMatch(/^text\/html/);
    expect(docs.text).toContain(`API=${origin}/api`);
    expect(docs.text).toContain(language === 'zh' ? '<html lang="zh-CN">' : '<html lang="en">');
    expect(docs.text).toContain(language === 'zh' ? '桌面客户端接口' : 'four REST calls');
    expect(docs.text).toContain('POST /api/client/deactivate');
    expect(docs.text).not.toContain(':4010');
    expect((JSON.parse((await site(baseURL!, language, '/api/openapi.json')).text) as { servers: { url: string }[] }).servers).toEqual([{ url: `${origin}/api` }]);
    const unknown = await site(baseURL!, language, '/api/client/nothing-here');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ statusCode: 404, messages: expect.stringContaining(words[language].notFound) });
  });
}
