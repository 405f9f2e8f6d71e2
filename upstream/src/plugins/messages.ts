import { defineMessages, kernelMessages, type Text } from '../domain/messages.ts';
import { REVIEW_REASON_MAX, reviewText } from '../../../contract/staff-review.ts';

/**
 * What plugins/ answers, in Chinese and English (the extension market and publishing); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
/**
 * What the package validator says, by rule. Each rule has its own code, so the user centre, the reviewer and the
 * tests can tell one refusal from another; the text explains how to fix it. `{kind}` is a kind of secret, named in
 * the reader's language (package-issue.ts).
 */
export const packageRules = {
  // the zip itself
  notZip: { en: 'The file is not a zip archive. Package the extension folder as a .zip.', zh: '该文件不是 zip 压缩包。请将扩展文件夹打包为 .zip 文件。' },
  truncated: { en: 'The zip archive is truncated or damaged. Package it again and upload the whole file.', zh: 'zip 压缩包不完整或已损坏。请重新打包并上传完整的文件。' },
  zip64: { en: 'ZIP64 archives are not accepted; an extension package is at most 20 MB.', zh: '不接受 ZIP64 格式的压缩包；扩展包最大为 20 MB。' },
  encrypted: { en: '"{file}" is encrypted. Upload a package without a password.', zh: '“{file}”已加密。请上传不带密码的压缩包。' },
  unsupportedMethod: { en: '"{file}" uses a compression method we cannot read ({method}). Use ordinary deflate.', zh: '“{file}”使用了无法读取的压缩方式（{method}）。请使用普通的 deflate 压缩。' },
  unsafePath: { en: '"{file}" points outside the extension folder (an absolute path or ../). Package only the extension\'s own files.', zh: '“{file}”指向扩展文件夹之外（绝对路径或 ../）。请只打包扩展自身的文件。' },
  symlink: { en: '"{file}" is a symbolic link. Put the file itself in the package.', zh: '“{file}”是符号链接。请把文件本身放进压缩包。' },
  tooManyEntries: { en: 'The package holds {count} entries; at most {max} are allowed.', zh: '压缩包中有 {count} 个条目，最多允许 {max} 个。' },
  tooLarge: { en: 'The package unpacks to more than {max} MB; at most {max} MB are allowed.', zh: '压缩包解压后超过 {max} MB，最多允许 {max} MB。' },
  ratio: { en: '"{file}" is compressed more than {max} times (a zip bomb?). Such packages are refused.', zh: '“{file}”的压缩比超过 {max} 倍（疑似压缩炸弹），此类压缩包会被拒绝。' },
  sizeMismatch: { en: '"{file}" unpacks to a different size than the archive declares. Package it again.', zh: '“{file}”解压后的大小与压缩包声明的不一致。请重新打包。' },
  nestedTooDeep: { en: '"{file}" is an archive inside an archive inside the package. Unpack nested archives before packaging.', zh: '“{file}”是压缩包中的压缩包中的压缩包。请先解开嵌套的压缩包再打包。' },
  nestedUnchecked: { en: '"{file}" is a compressed archive we cannot check. Unpack it into the extension folder.', zh: '“{file}”是无法检查的压缩文件。请把它解压到扩展文件夹中。' },
  // the manifest
  noManifest: { en: 'package.json is missing: it must be at the zip\'s root or in its single top-level folder.', zh: '缺少 package.json：它必须位于压缩包根目录，或唯一的顶层文件夹中。' },
  manifestJson: { en: 'package.json is not valid JSON: {detail}', zh: 'package.json 不是有效的 JSON：{detail}' },
  manifestObject: { en: 'package.json must hold a JSON object.', zh: 'package.json 必须是一个 JSON 对象。' },
  required: { en: 'package.json needs "{field}" ({what}).', zh: 'package.json 缺少“{field}”（{what}）。' },
  publisherName: {
    en: 'publisher may hold letters, digits, single spaces, - and _ (2 to 64 characters, starting with a letter or digit) but no dot, since the extension id is publisher.name.',
    zh: 'publisher 只能包含字母、数字、单个空格、- 和 _（2 到 64 个字符，以字母或数字开头），不能包含点，因为扩展 ID 是 publisher.name。',
  },
  unstorableText: {
    en: '{file} contains a NUL character or broken Unicode (an unpaired surrogate), which cannot be stored: remove it.',
    zh: '{file} 含有 NUL 字符或无效的 Unicode（未配对的代理项），无法保存，请删除。',
  },
  nameText: { en: 'name may not contain a slash, a backslash or control characters, and is at most 100 characters.', zh: 'name 不能包含斜杠、反斜杠或控制字符，且最多 100 个字符。' },
  iconText: { en: 'icon must be the path of an image file in the package (a string), or "" for none.', zh: 'icon 必须是扩展包中图片文件的路径（字符串），没有图标时写 ""。' },
  fileMissing: { en: '"{field}" names {path}, which is not in the package.', zh: '“{field}”指向 {path}，但压缩包中没有该文件。' },
  semver: { en: 'version "{value}" is not a semantic version such as 1.0.2.', zh: 'version“{value}”不是语义化版本号，例如 1.0.2。' },
  engines: { en: 'engines "{value}" is not a product version such as 1.8.237.', zh: 'engines“{value}”不是产品版本号，例如 1.8.237。' },
  contributesObject: { en: '{field} must be an object.', zh: '{field} 必须是一个对象。' },
  configurationType: { en: 'Setting "{name}" must have "type": "string" (the only type the client supports).', zh: '配置项“{name}”必须为 "type": "string"（客户端只支持字符串类型）。' },
  viewList: { en: 'contributes.views.{point} must be a list of entries.', zh: 'contributes.views.{point} 必须是一个条目列表。' },
  viewCommand: { en: 'Entry {index} of contributes.views.{point} has no command.', zh: 'contributes.views.{point} 的第 {index} 个条目缺少 command。' },
  languageMap: { en: 'language must be an object of language code → translation file, e.g. { "CN": "./language/CN.json" }.', zh: 'language 必须是“语言代码 → 翻译文件”的对象，例如 { "CN": "./language/CN.json" }。' },
  languageCode: { en: '"{code}" is not a translation language; use CN, DE, JA, KO or FR (English is the manifest itself).', zh: '“{code}”不是可翻译的语言；请使用 CN、DE、JA、KO 或 FR（英文即清单本身）。' },
  languageFile: { en: 'The {code} translation file {path} is not in the package.', zh: '{code} 翻译文件 {path} 不在压缩包中。' },
  languageJson: { en: 'The translation file {path} is not valid JSON.', zh: '翻译文件 {path} 不是有效的 JSON。' },
  secret: {
    en: '{file} line {line} looks like {kind}. Remove secrets from the package (and revoke this one).',
    zh: '{file} 第 {line} 行疑似包含{kind}。请从扩展包中删除密钥（并作废该密钥）。',
  },
  // warnings
  vendoredSecret: {
    en: '{file} line {line} holds {kind} in a bundled library (a documentation example or test fixture): it does not stop the package, but make sure it is not yours.',
    zh: '{file} 第 {line} 行在打包的第三方库中包含{kind}（文档示例或测试数据）：不影响发布，但请确认它不是您自己的密钥。',
  },
  exampleSecret: {
    en: '{file} line {line} holds {kind} that its documentation publishes as an example: make sure it is not a real one.',
    zh: '{file} 第 {line} 行包含文档公开的示例{kind}：请确认它不是真实的密钥。',
  },
  moreSecretAdvice: { en: '…and {count} more key samples in bundled libraries.', zh: '……以及打包的第三方库中另外 {count} 处密钥示例。' },
  unknownView: { en: '"{point}" is not an entry point this version of the spec names; clients that do not know it ignore its buttons.', zh: '“{point}”不是当前规范中的入口点；不认识它的客户端会忽略其按钮。' },
  deprecatedView: { en: 'The entry point "{point}" is deprecated since 1.8.237; use "toolbar".', zh: '入口点“{point}”自 1.8.237 起已弃用，请改用“toolbar”。' },
  noIcon: { en: 'The package has no icon; the market shows a placeholder. Add a 32×32 PNG or SVG as "icon".', zh: '扩展包没有图标，市场将显示占位图。请添加 32×32 的 PNG 或 SVG 作为“icon”。' },
  iconType: { en: 'The icon should be a PNG or SVG file; the market shows a placeholder for other types.', zh: '图标应为 PNG 或 SVG 文件；其他格式在市场中显示为占位图。' },
  iconSize: { en: 'The icon is {size}; 32×32 is recommended.', zh: '图标尺寸为 {size}，建议使用 32×32。' },
  notEnglish: { en: 'The description should be in English, the default language; put other languages in translation files.', zh: 'description 应使用默认语言英文；其他语言请写在翻译文件中。' },
  noReadme: { en: 'The package has no README.md; the market page will show only the description.', zh: '扩展包没有 README.md，市场页面将只显示描述。' },
  initEvents: { en: 'initEvents should be a command name or a list of command names.', zh: 'initEvents 应为命令名或命令名列表。' },
} as const satisfies Record<string, Text>;

export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  ...packageRules,
  // extensions
  pluginPackageMissing: { en: 'The extension package does not exist', zh: '扩展包不存在' },
  pluginIconMissing: { en: 'This extension has no icon', zh: '该扩展没有图标' },
  pluginMissing: { en: 'This extension is not in the market', zh: '扩展市场中没有该扩展' },
  pluginPublisherTaken: {
    en: 'The publisher name {publisher} belongs to another account; choose your own publisher name',
    zh: '发布者名称 {publisher} 属于其他账号，请使用您自己的发布者名称',
  },
  pluginPublisherReserved: { en: 'The publisher name {publisher} is reserved for Tidewatch staff', zh: '发布者名称 {publisher} 为潮望官方保留' },
  pluginVersionNotHigher: {
    en: 'Version {version} must be higher than {latest}, the highest version of {extension} uploaded so far',
    zh: '版本 {version} 必须高于 {extension} 已上传的最高版本 {latest}',
  },
  pluginDuplicate: { en: 'This exact package was already uploaded as {extension} {version}', zh: '完全相同的扩展包已作为 {extension} {version} 上传过' },
  pluginDeletedName: { en: 'You deleted {extension}; its id cannot be used again. Choose another name', zh: '您已删除 {extension}，该扩展 ID 不能再次使用，请换一个名称' },
  pluginNotFound: { en: 'The extension does not exist', zh: '扩展不存在' },
  // the review queue (issue #33)
  pluginUploadNotFound: { en: 'No upload {id}', zh: '上传 {id} 不存在' },
  pluginUploadDecided: { en: 'Upload {id} is already {state}', zh: '上传 {id} 已审核（{state}）' },
  'contract.reviewReasonRequired': { en: reviewText.reasonRequired, zh: '请填写驳回理由，发布者会看到它' },
  'contract.reviewReasonTooLong': { en: reviewText.reasonTooLong, zh: `驳回理由最多 ${REVIEW_REASON_MAX} 个字符` },
  pluginNotYours: { en: 'Only the publisher of this extension may delete it', zh: '只有该扩展的发布者可以删除它' },
  pluginSignatureMissing: { en: 'This package has not been signed yet', zh: '该扩展包尚未签名' },
});

export type MessageKey = keyof typeof messages;
