import { strToU8, zipSync } from 'fflate';
import { expectNoAxeViolations } from './axe.ts';
import { adminCli, expect, graph, graphWith, signedInBuyer, test, type Language } from './fixtures.ts';

/** The Extensions tab's texts (client/src/locales/zh/messages.po). */
const text = {
  zh: {
    tab: '扩展',
    centre: '个人中心',
    choose: '选择 .zip 文件',
    waiting: (id: string, version: string) => `${id} ${version} 已上传，等待审核`,
    notAccepted: '未被接受',
    pending: '待审核',
    approved: '已通过',
    rejected: '未通过',
    reason: (note: string) => `原因：${note}`,
    queue: '审核队列中的位置',
    delete: '删除',
    confirm: '删除扩展',
    semver: '不是语义化版本号',
    none: '您还没有上传过扩展。',
  },
  en: {
    tab: 'Extensions',
    centre: 'User centre',
    choose: 'Choose a .zip file',
    waiting: (id: string, version: string) => `${id} ${version} is uploaded and waits for review`,
    notAccepted: 'was not accepted',
    pending: 'Pending review',
    approved: 'Approved',
    rejected: 'Rejected',
    reason: (note: string) => `Reason: ${note}`,
    queue: 'Place in the review queue',
    delete: 'Delete',
    confirm: 'Delete extension',
    semver: 'is not a semantic version',
    none: 'You have not uploaded an extension yet.',
  },
};

/** A real extension package, zipped in the test: manifest, main script, 32×32 icon, README. */
const packageOf = (publisher: string, version: string, overrides: Record<string, unknown> = {}) =>
  Buffer.from(
    zipSync({
      'package.json': strToU8(
        JSON.stringify({
          name: 'port-lens',
          publisher,
          version,
          engines: '1.8.230',
          main: './main.js',
          description: 'Shows the open ports of a task at a glance.',
          icon: './icon.svg',
          category: 'Tools',
          contributes: { views: { toolbar: [{ command: 'portLens.show', title: 'Port lens' }] } },
          ...overrides,
        }),
      ),
      'main.js': strToU8("tidewatch.registerCommand('portLens.show', () => tidewatch.showInformationMessage('ports'));\n"),
      'icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#1664ff"/></svg>'),
      'README.md': strToU8('# Port lens\n'),
    }),
  );

interface MyUploads {
  myPlugins: { items: { id: string; uploadId: string; version: string; reviewStatus: string }[] };
}
interface Market {
  plugins: { items: { extensionId: string; version: string }[] };
}

for (const language of ['zh', 'en'] as Language[]) {
  test(`publishing in ${language}: upload, pending, approved into the market, rejected with its reason, deleted`, async ({ page, baseURL, pageErrors }) => {
    test.setTimeout(180_000);
    const t = text[language];
    const { token, origin } = await signedInBuyer(page, baseURL!, language);
    const publisher = `e2e${language}${Date.now().toString(36)}`;
    const extensionId = `${publisher}.port-lens`;
    // The visible "Choose a .zip file" button opens the hidden file input; Playwright fills that input directly.
    const upload = async (zip: Buffer) => {
      await expect(page.getByRole('button', { name: t.choose })).toBeEnabled();
      await page.locator('input[type=file]').setInputFiles({ name: 'port-lens.zip', mimeType: 'application/zip', buffer: zip });
    };

    await page.goto(`${origin}/center/profile`);
    await page.getByRole('navigation', { name: t.centre }).getByRole('link', { name: t.tab, exact: true }).click();
    await expect(page).toHaveURL(/\/center\/extensions$/);
    await expect(page.getByText(t.none)).toBeVisible();

    // A package the validator refuses: every reason listed, nothing stored.
    await upload(packageOf(publisher, 'one'));
    await expect(page.getByRole('alert').filter({ hasText: t.notAccepted })).toContainText(t.semver);

    // A good one: pending at once, with its place in the queue, visible to its owner only.
    await upload(packageOf(publisher, '1.0.0'));
    await expect(page.getByText(t.waiting(extensionId, '1.0.0'))).toBeVisible();
    const row = page.getByTestId('upload-row').filter({ hasText: `${extensionId} 1.0.0` });
    await expect(row).toContainText(t.pending);
    await expect(row).toContainText(t.queue);
    await expectNoAxeViolations(page);

    // Staff approve it with the admin CLI: it enters the market; the owner sees it approved.
    const uploads = async () => (await graphWith<MyUploads>(baseURL!, token, '{ myPlugins { items { id uploadId version reviewStatus } } }')).myPlugins.items;
    const first = (await uploads()).find((u) => u.version === '1.0.0')!;
    expect(adminCli(baseURL!, 'plugins', '--state', 'pending')).toContain(extensionId);
    expect(adminCli(baseURL!, 'approve-plugin', first.uploadId)).toContain('approved');
    // Each look uses a keyword of its own: the gateway's public cache may keep an answer for a few seconds.
    const market = async (keyword: string) => (await graph<Market>(page, baseURL!, `{ plugins(keyword: "${keyword}") { items { extensionId version } } }`)).plugins.items;
    expect(await market(publisher)).toEqual([{ extensionId, version: '1.0.0' }]);
    await page.reload();
    await expect(row).toContainText(t.approved);

    // A newer version that staff reject: the reason shows in the user centre; the market keeps 1.0.0.
    await upload(packageOf(publisher, '1.1.0'));
    await expect(page.getByText(t.waiting(extensionId, '1.1.0'))).toBeVisible();
    const second = (await uploads()).find((u) => u.version === '1.1.0')!;
    const note = language === 'zh' ? '工具栏按钮没有任何反应。' : 'The toolbar button does nothing.';
    adminCli(baseURL!, 'reject-plugin', second.uploadId, '--reason', note);
    await page.reload();
    const rejected = page.getByTestId('upload-row').filter({ hasText: `${extensionId} 1.1.0` });
    await expect(rejected).toContainText(t.rejected);
    await expect(rejected).toContainText(t.reason(note));
    await expectNoAxeViolations(page);
    expect(await market(extensionId)).toEqual([{ extensionId, version: '1.0.0' }]);

    // Phones: the tab fits 390 px without sideways scrolling. (The signed-in header's own overflow at 390 px is
    // the shell's, reported to the lead; this looks at everything below it.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(rejected).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => !el.closest('header') && el.getBoundingClientRect().right > 391)
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    await expectNoAxeViolations(page);

    // Delete, after a confirmation: every version leaves the market.
    await rejected.getByRole('button', { name: t.delete, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(extensionId);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.none)).toBeVisible();
    expect(await market(`${publisher}.port`)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
