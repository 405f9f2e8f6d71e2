import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { adminCli, choose, expect, graphWith, originOf, signedInBuyer, test, type Language } from './fixtures.ts';

/**
 * A publisher's registry tools (issue #19), driven as a person uses them: a token made in the user centre, the
 * terminal's `npm run publish-extension` with it (the same verdict as the upload page), the package approved,
 * downloaded from the extension's page (its SHA-256 shown) and checked with `npm run verify-extension`; a byte
 * changed fails the check; a revoked token is refused. Both languages, 1440 and 390 px, axe after each screen.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const text = {
  zh: {
    tokens: '发布令牌',
    name: '令牌名称',
    expiry: '有效期',
    days90: '90 天',
    create: '创建令牌',
    newToken: (name: string) => `新令牌 ${name}`,
    never: '从未使用',
    revoke: (name: string) => `吊销 ${name}`,
    revokeConfirm: '吊销令牌',
    list: '您的发布令牌',
    notAccepted: '未被接受',
    versions: '版本历史',
    download: (name: string, version: string) => `下载 ${name} ${version}`,
    count: (n: number) => `共 ${n} 个扩展`,
    engines: '产品版本',
    badVersion: '请输入产品版本号，例如 1.8.237；留空表示任意版本。',
    lang: 'zh_CN.UTF-8',
    accepted: (id: string, version: string) => `${id} ${version} 已上传，等待审核。`,
    revoked: /^令牌被拒绝：该发布令牌已于 \d{4}-\d\d-\d\d 吊销，请在个人中心创建新的令牌\n$/,
    valid: /^签名有效：/,
  },
  en: {
    tokens: 'Publishing tokens',
    name: 'Token name',
    expiry: 'Expires after',
    days90: '90 days',
    create: 'Create token',
    newToken: (name: string) => `New token ${name}`,
    never: 'Never',
    revoke: (name: string) => `Revoke ${name}`,
    revokeConfirm: 'Revoke token',
    list: 'Your publishing tokens',
    notAccepted: 'was not accepted',
    versions: 'Versions',
    download: (name: string, version: string) => `Download ${name} ${version}`,
    count: (n: number) => `${n} ${n === 1 ? 'extension' : 'extensions'}`,
    engines: 'Product version',
    badVersion: 'Type a product version such as 1.8.237, or leave it empty for any version.',
    lang: 'en_US.UTF-8',
    accepted: (id: string, version: string) => `${id} ${version} is uploaded and waits for review.`,
    revoked: /^The token was refused: This publishing token was revoked on \d{4}-\d\d-\d\d; make a new one in the user centre\n$/,
    valid: /^signature valid: /,
  },
} as const;

/** An extension as published ones are written: views nested by page, a display name, a deprecated entry point. */
const packageOf = (publisher: string, name: string, version: string, overrides: Record<string, unknown> = {}) =>
  Buffer.from(
    zipSync({
      'package.json': strToU8(
        JSON.stringify({
          name,
          displayName: 'Banner Lens',
          publisher,
          version,
          engines: '1.8.230',
          main: './src/extension.js',
          description: 'Shows the banners of a service in a popup.',
          icon: './icon.svg',
          initEvents: '',
          contributes: {
            views: {
              ipDetail: { bannerTop: [{ command: 'banner.show', title: 'Banner' }] },
              scanRes: { moreOptions: [{ command: 'banner.export', title: 'Export banners' }] },
            },
          },
          ...overrides,
        }),
      ),
      'src/extension.js': strToU8("tidewatch.registerCommand('banner.show', () => {});\ntidewatch.registerCommand('banner.export', () => {});\n"),
      'icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0f766e"/></svg>'),
      'README.md': strToU8('# Banner Lens\n'),
    }),
  );

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <file>` from the repository, as a publisher runs it. */
const npmRun = (script: string, file: string, env: Record<string, string>) =>
  new Promise<Run>((resolve) => {
    execFile('npm', ['run', '-s', script, '--', file], { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/**
 * Nothing in <main> reaches past the right edge of the window; a wide table may scroll inside its own labelled
 * region (the site's rule for tables), so what such a region clips is not counted.
 */
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const edge = document.documentElement.clientWidth;
        const inScroller = (element: Element) => {
          const region = element.parentElement?.closest('[role="region"][tabindex="0"]');
          return region ? getComputedStyle(region).overflowX === 'auto' : false;
        };
        return [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5 && !inScroller(element))
          .map((element) => element.outerHTML.slice(0, 80));
      }),
    )
    .toEqual([]);

for (const language of ['zh', 'en'] as Language[]) {
  const t = text[language];

  test(`publishing from a terminal in ${language}: a token from the user centre, the verdict, a signed download that verifies`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const dir = mkdtempSync(join(tmpdir(), 'tidewatch-e2e-'));
    const save = (name: string, bytes: Uint8Array) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    };
    const { token: session, origin } = await signedInBuyer(page, baseURL!, language);
    const publisher = `Lens ${language}${Date.now().toString(36)}`;
    const extensionId = `${publisher}.banner-lens`;
    const tokenName = language === 'zh' ? '发布构建' : 'release build';

    // The user centre's Extensions tab: name a token, pick its lifetime, copy it once.
    await page.goto(`${origin}/center/extensions`);
    const section = page.getByRole('region', { name: t.tokens });
    await section.getByLabel(t.name, { exact: true }).fill(tokenName);
    await choose(page, t.expiry, t.days90);
    await section.getByRole('button', { name: t.create }).click();
    const shown = section.getByRole('textbox', { name: t.newToken(tokenName) });
    await expect(shown).toHaveValue(/^twp_[A-Za-z0-9_-]{43}$/);
    const token = await shown.inputValue();
    const row = section.getByRole('list', { name: t.list }).getByRole('listitem').filter({ hasText: tokenName });
    await expect(row).toContainText(t.never);
    await expectNoAxeViolations(page);

    // The same refused package, from the page and from the terminal: the same reasons.
    const refusedZip = packageOf(publisher, 'banner-lens', 'one', { engines: 'any' });
    await page.locator('input[type=file]').setInputFiles({ name: 'banner-lens.zip', mimeType: 'application/zip', buffer: refusedZip });
    const pageVerdict = page.getByRole('alert').filter({ hasText: t.notAccepted });
    await expect(pageVerdict.getByRole('listitem')).toHaveCount(2);
    const pageReasons = await pageVerdict.getByRole('listitem').allTextContents();
    const env = { TIDEWATCH_TOKEN: token, TIDEWATCH_SITE: baseURL!, LANG: t.lang, LC_ALL: t.lang };
    const refused = await npmRun('publish-extension', save('banner-lens-refused.zip', refusedZip), env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n').slice(1, -1)).toEqual(pageReasons.map((reason) => `  - ${reason}`));

    // An accepted package from the terminal: pending, with the advice and queue position the page shows.
    const good = save('banner-lens-1.0.0.zip', packageOf(publisher, 'banner-lens', '1.0.0'));
    const accepted = await npmRun('publish-extension', good, env);
    expect(accepted.code).toBe(0);
    const lines = accepted.stdout.split('\n');
    expect(lines[0]).toBe(t.accepted(extensionId, '1.0.0'));
    const queue = Number(/(\d+)/.exec(lines[1]!)![1]);
    await page.reload();
    const upload = page.getByTestId('upload-row').filter({ hasText: `${extensionId} 1.0.0` });
    await expect(upload).toContainText(String(queue));
    const advice = await upload.getByRole('listitem').allTextContents();
    expect(advice.length).toBeGreaterThan(0);
    expect(lines.slice(3, 3 + advice.length)).toEqual(advice.map((line) => `  - ${line}`));
    await expect(row).not.toContainText(t.never);

    // Staff approve it; the extension's page shows each version's SHA-256; the download verifies.
    const { myPlugins } = await graphWith<{ myPlugins: { items: { uploadId: string; extensionId: string }[] } }>(baseURL!, session, '{ myPlugins { items { uploadId extensionId } } }');
    adminCli(baseURL!, 'approve-plugin', myPlugins.items.find((item) => item.extensionId === extensionId)!.uploadId);
    await page.goto(`${origin}/extensions/${encodeURIComponent(extensionId)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Banner Lens' })).toBeVisible();
    const versions = page.getByRole('region', { name: t.versions });
    await expect(versions.getByTestId('version-sha256')).toHaveText(createHash('sha256').update(readFileSync(good)).digest('hex'));
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), versions.getByRole('link', { name: t.download('Banner Lens', '1.0.0') }).click()]);
    const downloaded = join(dir, download.suggestedFilename());
    await download.saveAs(downloaded);
    const valid = await npmRun('verify-extension', downloaded, env);
    expect([valid.code, valid.stderr]).toEqual([0, '']);
    expect(valid.stdout).toMatch(t.valid);
    const tampered = readFileSync(downloaded);
    tampered[Math.floor(tampered.length / 3)] ^= 0x01;
    const changed = await npmRun('verify-extension', save('tampered.zip', tampered), env);
    expect(changed.code).toBe(1);

    // Revoked in the user centre: the terminal is refused and told why (exit 2).
    await page.goto(`${origin}/center/extensions`);
    await page.getByRole('button', { name: t.revoke(tokenName) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.revokeConfirm }).click();
    await expect(page.getByRole('list', { name: t.list }).getByRole('listitem').filter({ hasText: tokenName })).toHaveCount(0);
    const afterRevoke = await npmRun('publish-extension', save('banner-lens-1.0.1.zip', packageOf(publisher, 'banner-lens', '1.0.1')), env);
    expect(afterRevoke.code).toBe(2);
    expect(afterRevoke.stderr).toMatch(t.revoked);
  });

  test(`the tokens, the detail page and the market fit 390 px in ${language}`, async ({ page, baseURL }) => {
    const { origin } = await signedInBuyer(page, baseURL!, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/center/extensions`);
    const section = page.getByRole('region', { name: t.tokens });
    await section.getByLabel(t.name, { exact: true }).fill('phone');
    await section.getByRole('button', { name: t.create }).click();
    await expect(section.getByRole('textbox', { name: t.newToken('phone') })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(`${origin}/extensions/tidewatch.search-engine-lookup`);
    await expect(page.getByRole('region', { name: t.versions }).getByTestId('version-sha256').first()).toHaveText(/^[0-9a-f]{64}$/);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(`${origin}/extensions?q=whois`);
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
  });

  test(`counts extensions with plurals and takes a typed product version in ${language}`, async ({ page, baseURL }) => {
    const origin = originOf(baseURL!, language);
    await page.goto(`${origin}/extensions?engines=any&q=whois`);
    await expect(page.getByText(t.count(1), { exact: true })).toBeVisible();
    await page.goto(`${origin}/extensions?engines=any&q=no-such-extension-anywhere`);
    await expect(page.getByText(t.count(0), { exact: true })).toBeVisible();

    // Every version the demo extensions target is offered (1.6.170 … 1.9.315), beside the product's releases.
    await page.goto(`${origin}/extensions`);
    const box = page.getByLabel(t.engines);
    const offered = await page.locator(`datalist[id="${await box.getAttribute('list')}"] option`).evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(['1.9.315', '1.8.268', '1.8.230', '1.8.225', '1.6.170']));
    // A typed version filters: 1.8.225 runs the extensions that need no newer product.
    await box.fill('1.8.225');
    await expect(page).toHaveURL(/[?&]engines=1\.8\.225/);
    await expect(page.getByRole('article').getByRole('heading', { name: 'Whois Lens' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: 'TLS Inspector' })).toHaveCount(0);
    // Not a version: said so, and the filter stays as it was.
    await box.fill('one point eight');
    await expect(page.getByText(t.badVersion)).toBeVisible();
    await expect(page).toHaveURL(/[?&]engines=1\.8\.225/);
    // Emptied: any version.
    await box.fill('');
    await expect(page).toHaveURL(/[?&]engines=any/);
    await expect(page.getByRole('article').getByRole('heading', { name: 'TLS Inspector' })).toBeVisible();
  });
}
