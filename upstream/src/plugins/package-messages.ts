/**
 * What the package validator says, in the publisher's language. Each rule has its own code, so the user
 * centre, the reviewer and the tests can tell one refusal from another; the text explains how to fix it.
 */
type Text = (p: Record<string, string | number>) => string;

/** Kinds of secret, named in the refusal. */
export const secretKinds = {
  privateKey: { en: 'a private key', zh: '私钥' },
  aws: { en: 'an AWS access key', zh: 'AWS 访问密钥' },
  github: { en: 'a GitHub token', zh: 'GitHub 令牌' },
  slack: { en: 'a Slack token', zh: 'Slack 令牌' },
  google: { en: 'a Google API key', zh: 'Google API 密钥' },
  stripe: { en: 'a Stripe secret key', zh: 'Stripe 密钥' },
  generic: { en: 'an API key or password', zh: 'API 密钥或密码' },
  tidewatch: { en: 'a Tidewatch publishing token', zh: 'Tidewatch 发布令牌' },
} as const;
export type SecretKind = keyof typeof secretKinds;

const messages = {
  // the zip itself
  notZip: { en: () => 'The file is not a zip archive. Package the extension folder as a .zip.', zh: () => '该文件不是 zip 压缩包。请将扩展文件夹打包为 .zip 文件。' },
  truncated: { en: () => 'The zip archive is truncated or damaged. Package it again and upload the whole file.', zh: () => 'zip 压缩包不完整或已损坏。请重新打包并上传完整的文件。' },
  zip64: { en: () => 'ZIP64 archives are not accepted; an extension package is at most 20 MB.', zh: () => '不接受 ZIP64 格式的压缩包；扩展包最大为 20 MB。' },
  encrypted: { en: (p) => `"${p.file}" is encrypted. Upload a package without a password.`, zh: (p) => `“${p.file}”已加密。请上传不带密码的压缩包。` },
  unsupportedMethod: { en: (p) => `"${p.file}" uses a compression method we cannot read (${p.method}). Use ordinary deflate.`, zh: (p) => `“${p.file}”使用了无法读取的压缩方式（${p.method}）。请使用普通的 deflate 压缩。` },
  unsafePath: { en: (p) => `"${p.file}" points outside the extension folder (an absolute path or ../). Package only the extension's own files.`, zh: (p) => `“${p.file}”指向扩展文件夹之外（绝对路径或 ../）。请只打包扩展自身的文件。` },
  symlink: { en: (p) => `"${p.file}" is a symbolic link. Put the file itself in the package.`, zh: (p) => `“${p.file}”是符号链接。请把文件本身放进压缩包。` },
  tooManyEntries: { en: (p) => `The package holds ${p.count} entries; at most ${p.max} are allowed.`, zh: (p) => `压缩包中有 ${p.count} 个条目，最多允许 ${p.max} 个。` },
  tooLarge: { en: (p) => `The package unpacks to more than ${p.max} MB; at most ${p.max} MB are allowed.`, zh: (p) => `压缩包解压后超过 ${p.max} MB，最多允许 ${p.max} MB。` },
  ratio: { en: (p) => `"${p.file}" is compressed more than ${p.max} times (a zip bomb?). Such packages are refused.`, zh: (p) => `“${p.file}”的压缩比超过 ${p.max} 倍（疑似压缩炸弹），此类压缩包会被拒绝。` },
  sizeMismatch: { en: (p) => `"${p.file}" unpacks to a different size than the archive declares. Package it again.`, zh: (p) => `“${p.file}”解压后的大小与压缩包声明的不一致。请重新打包。` },
  nestedTooDeep: { en: (p) => `"${p.file}" is an archive inside an archive inside the package. Unpack nested archives before packaging.`, zh: (p) => `“${p.file}”是压缩包中的压缩包中的压缩包。请先解开嵌套的压缩包再打包。` },
  nestedUnchecked: { en: (p) => `"${p.file}" is a compressed archive we cannot check. Unpack it into the extension folder.`, zh: (p) => `“${p.file}”是无法检查的压缩文件。请把它解压到扩展文件夹中。` },
  // the manifest
  noManifest: { en: () => 'package.json is missing: it must be at the zip\'s root or in its single top-level folder.', zh: () => '缺少 package.json：它必须位于压缩包根目录，或唯一的顶层文件夹中。' },
  manifestJson: { en: (p) => `package.json is not valid JSON: ${p.detail}`, zh: (p) => `package.json 不是有效的 JSON：${p.detail}` },
  manifestObject: { en: () => 'package.json must hold a JSON object.', zh: () => 'package.json 必须是一个 JSON 对象。' },
  required: { en: (p) => `package.json needs "${p.field}" (${p.what}).`, zh: (p) => `package.json 缺少“${p.field}”（${p.what}）。` },
  publisherName: {
    en: () => 'publisher may hold letters, digits, single spaces, - and _ (2 to 64 characters, starting with a letter or digit) but no dot, since the extension id is publisher.name.',
    zh: () => 'publisher 只能包含字母、数字、单个空格、- 和 _（2 到 64 个字符，以字母或数字开头），不能包含点，因为扩展 ID 是 publisher.name。',
  },
  unstorableText: {
    en: (p) => `${p.file} contains a NUL character or broken Unicode (an unpaired surrogate), which cannot be stored: remove it.`,
    zh: (p) => `${p.file} 含有 NUL 字符或无效的 Unicode（未配对的代理项），无法保存，请删除。`,
  },
  nameText: { en: () => 'name may not contain a slash, a backslash or control characters, and is at most 100 characters.', zh: () => 'name 不能包含斜杠、反斜杠或控制字符，且最多 100 个字符。' },
  iconText: { en: () => 'icon must be the path of an image file in the package (a string), or "" for none.', zh: () => 'icon 必须是扩展包中图片文件的路径（字符串），没有图标时写 ""。' },
  fileMissing: { en: (p) => `"${p.field}" names ${p.path}, which is not in the package.`, zh: (p) => `“${p.field}”指向 ${p.path}，但压缩包中没有该文件。` },
  semver: { en: (p) => `version "${p.value}" is not a semantic version such as 1.0.2.`, zh: (p) => `version“${p.value}”不是语义化版本号，例如 1.0.2。` },
  engines: { en: (p) => `engines "${p.value}" is not a product version such as 1.8.237.`, zh: (p) => `engines“${p.value}”不是产品版本号，例如 1.8.237。` },
  contributesObject: { en: (p) => `${p.field} must be an object.`, zh: (p) => `${p.field} 必须是一个对象。` },
  configurationType: { en: (p) => `Setting "${p.name}" must have "type": "string" (the only type the client supports).`, zh: (p) => `配置项“${p.name}”必须为 "type": "string"（客户端只支持字符串类型）。` },
  viewList: { en: (p) => `contributes.views.${p.point} must be a list of entries.`, zh: (p) => `contributes.views.${p.point} 必须是一个条目列表。` },
  viewCommand: { en: (p) => `Entry ${p.index} of contributes.views.${p.point} has no command.`, zh: (p) => `contributes.views.${p.point} 的第 ${p.index} 个条目缺少 command。` },
  languageMap: { en: () => 'language must be an object of language code → translation file, e.g. { "CN": "./language/CN.json" }.', zh: () => 'language 必须是“语言代码 → 翻译文件”的对象，例如 { "CN": "./language/CN.json" }。' },
  languageCode: { en: (p) => `"${p.code}" is not a translation language; use CN, DE, JA, KO or FR (English is the manifest itself).`, zh: (p) => `“${p.code}”不是可翻译的语言；请使用 CN、DE、JA、KO 或 FR（英文即清单本身）。` },
  languageFile: { en: (p) => `The ${p.code} translation file ${p.path} is not in the package.`, zh: (p) => `${p.code} 翻译文件 ${p.path} 不在压缩包中。` },
  languageJson: { en: (p) => `The translation file ${p.path} is not valid JSON.`, zh: (p) => `翻译文件 ${p.path} 不是有效的 JSON。` },
  secret: {
    en: (p) => `${p.file} line ${p.line} looks like ${secretKinds[p.kind as SecretKind].en}. Remove secrets from the package (and revoke this one).`,
    zh: (p) => `${p.file} 第 ${p.line} 行疑似包含${secretKinds[p.kind as SecretKind].zh}。请从扩展包中删除密钥（并作废该密钥）。`,
  },
  // warnings
  vendoredSecret: {
    en: (p) => `${p.file} line ${p.line} holds ${secretKinds[p.kind as SecretKind].en} in a bundled library (a documentation example or test fixture): it does not stop the package, but make sure it is not yours.`,
    zh: (p) => `${p.file} 第 ${p.line} 行在打包的第三方库中包含${secretKinds[p.kind as SecretKind].zh}（文档示例或测试数据）：不影响发布，但请确认它不是您自己的密钥。`,
  },
  exampleSecret: {
    en: (p) => `${p.file} line ${p.line} holds ${secretKinds[p.kind as SecretKind].en} that its documentation publishes as an example: make sure it is not a real one.`,
    zh: (p) => `${p.file} 第 ${p.line} 行包含文档公开的示例${secretKinds[p.kind as SecretKind].zh}：请确认它不是真实的密钥。`,
  },
  moreSecretAdvice: { en: (p) => `…and ${p.count} more key samples in bundled libraries.`, zh: (p) => `……以及打包的第三方库中另外 ${p.count} 处密钥示例。` },
  unknownView: { en: (p) => `"${p.point}" is not an entry point this version of the spec names; clients that do not know it ignore its buttons.`, zh: (p) => `“${p.point}”不是当前规范中的入口点；不认识它的客户端会忽略其按钮。` },
  deprecatedView: { en: (p) => `The entry point "${p.point}" is deprecated since 1.8.237; use "toolbar".`, zh: (p) => `入口点“${p.point}”自 1.8.237 起已弃用，请改用“toolbar”。` },
  noIcon: { en: () => 'The package has no icon; the market shows a placeholder. Add a 32×32 PNG or SVG as "icon".', zh: () => '扩展包没有图标，市场将显示占位图。请添加 32×32 的 PNG 或 SVG 作为“icon”。' },
  iconType: { en: () => 'The icon should be a PNG or SVG file; the market shows a placeholder for other types.', zh: () => '图标应为 PNG 或 SVG 文件；其他格式在市场中显示为占位图。' },
  iconSize: { en: (p) => `The icon is ${p.size}; 32×32 is recommended.`, zh: (p) => `图标尺寸为 ${p.size}，建议使用 32×32。` },
  notEnglish: { en: () => 'The description should be in English, the default language; put other languages in translation files.', zh: () => 'description 应使用默认语言英文；其他语言请写在翻译文件中。' },
  noReadme: { en: () => 'The package has no README.md; the market page will show only the description.', zh: () => '扩展包没有 README.md，市场页面将只显示描述。' },
  initEvents: { en: () => 'initEvents should be a command name or a list of command names.', zh: () => 'initEvents 应为命令名或命令名列表。' },
} satisfies Record<string, { en: Text; zh: Text }>;

export type PackageRule = keyof typeof messages;

/** What a field is for, in the required-field message. */
export const requiredFields = {
  name: { en: 'the extension name', zh: '扩展名称' },
  publisher: { en: 'your publisher name', zh: '发布者名称' },
  engines: { en: 'the lowest product version it runs on', zh: '可运行的最低产品版本' },
  version: { en: 'the extension version', zh: '扩展版本' },
  main: { en: 'the path of the main script', zh: '主脚本路径' },
  description: { en: 'a one-line English description', zh: '一句话英文描述' },
  contributes: { en: 'an object of settings, views and themes', zh: '配置、视图和主题对象' },
} as const;


export interface PackageIssue {
  rule: PackageRule;
  /** in the requested language */
  message: string;
  /** in both, so a stored warning follows the reader's language later */
  text: { en: string; zh: string };
}

export const issue = (rule: PackageRule, locale: 'zh' | 'en', params: Record<string, string | number> = {}): PackageIssue => {
  const text = { en: messages[rule].en(params), zh: messages[rule].zh(params) };
  return { rule, message: text[locale], text };
};
