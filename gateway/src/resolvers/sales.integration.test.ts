import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { ApplyForTrialDocument, ContactSalesDocument, DictionaryField_DictionariesFragmentDoc, LatestVersionDocument, SalesFormDocument } from '../../../client/src/gql/graphql.ts';
import { solvedCaptcha, startTestStack, type TestStack } from '../testing/stack.ts';

describe('the trial and sales forms through the gateway, with the client documents', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const en = { 'x-locale': 'en' };
  const zh = { 'x-locale': 'zh' };
  const leads = () => stack.upstream.db.selectFrom('lead').selectAll().orderBy('id', 'desc').execute();
  const trialInput = async (email: string) => ({
    name: 'Ada Lovelace',
    email,
    country: 'GB',
    company: 'Analytical Engines',
    position: 'security_engineer',
    use: 'penetration_testing',
    licenseTypeId: '15',
    ...(await solvedCaptcha(stack)),
  });
  const salesInput = {
    name: 'Grace Hopper',
    mobile: '13800138000',
    email: null,
    country: 'CN',
    position: 'security_engineer',
    use: 'vulnerability_management',
    company: 'Compilers Inc',
    quantity: 12,
    comment: '<b>demo</b> please',
    licenseTypeId: '17',
  };

  it('loads the form: the edition and the dictionaries in the page language', async () => {
    const { body } = await stack.graph(SalesFormDocument, { edition: '17' }, zh);
    expect(body.errors).toBeUndefined();
    expect(body.data!.edition).toMatchObject({ id: '17', name: 'Blue Team Enterprise' });
    expect(getFragmentData(DictionaryField_DictionariesFragmentDoc, body.data!.dictionaries).country.find((c) => c.value === 'CN')?.text).toBe('中国');
    const english = await stack.graph(SalesFormDocument, { edition: '17' }, en);
    expect(getFragmentData(DictionaryField_DictionariesFragmentDoc, english.body.data!.dictionaries).position.find((p) => p.value === 'security_engineer')?.text).toBe('Security Engineer');
  });

  it('answers the latest version with its three builds for the download dropdown', async () => {
    const { body } = await stack.graph(LatestVersionDocument);
    const [latest] = body.data!.versions;
    const newest = await stack.upstream.db.selectFrom('version').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(latest).toMatchObject({
      version: newest.version,
      winDownloadUrl: newest.win_download_url,
      macDownloadUrl: newest.mac_download_url,
      linuxDownloadUrl: newest.linux_download_url,
    });
    expect([latest.winDownloadUrl, latest.macDownloadUrl, latest.linuxDownloadUrl]).toEqual([
      expect.stringMatching(/windows/),
      expect.stringMatching(/macos/),
      expect.stringMatching(/linux/),
    ]);
  });

  it('applies for a trial and answers the server message in English', async () => {
    const input = await trialInput('ada.gateway@example.com');
    const { body } = await stack.graph(ApplyForTrialDocument, { input }, en);
    expect(body.errors).toBeUndefined();
    expect(body.data!.applyForTrial).toMatch(/^Success! Your trial request has been received/);
    expect((await leads())[0]).toMatchObject({ kind: 'trial', email: 'ada.gateway@example.com', edition_id: 15, locale: 'en' });
  });

  it('passes the server refusal on in Chinese, storing nothing', async () => {
    const before = (await leads()).length;
    const input = { ...(await trialInput('ada.refused@example.com')), code: 'wrong' };
    const { body } = await stack.graph(ApplyForTrialDocument, { input }, zh);
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({ message: '验证码错误，请输入新的验证码', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await leads()).length).toBe(before);
  });

  it('contacts sales without an email; a 12-digit Chinese phone is refused', async () => {
    const { body } = await stack.graph(ContactSalesDocument, { input: salesInput }, zh);
    expect(body.data!.contactSales).toBe('提交成功！我们已收到您的留言，销售团队将在 2 个工作日内与您联系。');
    expect((await leads())[0]).toMatchObject({ kind: 'sales', email: '', mobile: '13800138000', quantity: 12, comment: '<b>demo</b> please', locale: 'zh' });

    const refused = await stack.graph(ContactSalesDocument, { input: { ...salesInput, mobile: '138001380001' } }, zh);
    expect(refused.body.errors![0].message).toBe('请输入正确的手机号码');
    const zero = await stack.graph(ContactSalesDocument, { input: { ...salesInput, quantity: 0 } }, en);
    expect(zero.body.errors![0].message).toBe('The number of users must be a whole number from 1 to 100000');
  });
});
