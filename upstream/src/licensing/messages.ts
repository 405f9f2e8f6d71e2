import { MOVE_LIMIT, RENEWAL_WINDOW } from '../../../contract/license-rules.ts';
import { TRIAL_DAYS } from '../../../contract/rules.ts';
import { licenseFileTexts } from '../../../contract/client.ts';
import { machineNameText } from '../../../contract/license.ts';
import { customerText, MOVE_REASON_MAX } from '../../../contract/staff-customers.ts';
import { MACHINE_NAME_MAX } from '../../../contract/limits.ts';
import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What licensing/ answers, in Chinese and English (licences after the sale: generating, the desktop client's calls, moving, renewing); the kernel's messages are
 * in the table too, so this feature's `fail` and `say` serve every message it gives. `{name}` marks a value filled in.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  // licenses
  licenseNotFound: { en: 'The license does not exist', zh: '授权不存在' },
  licenseBoundElsewhere: { en: 'This license is already bound to another machine (MID {mid})', zh: '该授权已绑定其他机器（MID {mid}）' },
  activationCodeExpired: { en: 'The activation code of this license expired on {date}', zh: '该授权的激活码已于 {date} 过期' },
  // limits under concurrency and against strangers (issue #12)
  licenseMailTooMany: { en: 'Too many license files have been mailed from your account; please try again in {minutes} minutes', zh: '您的账号发送授权文件邮件过于频繁，请 {minutes} 分钟后再试' },
  activationCodeUnknown: { en: 'The activation code does not exist; copy it again from license management', zh: '激活码不存在，请从授权管理中重新复制' },
  activationCodeInUse: {
    en: 'This activation code is already used on another machine; move the license to this machine in license management first',
    zh: '该激活码已在其他机器上使用，请先在授权管理中将授权迁移到本机',
  },
  clientTooManyFromAddress: { en: 'Too many license requests from your network; please try again in {seconds} seconds', zh: '来自您网络的授权请求过于频繁，请 {seconds} 秒后再试' },
  clientTooManyForCode: { en: 'Too many attempts with this activation code; please try again in {seconds} seconds', zh: '该激活码的尝试次数过多，请 {seconds} 秒后再试' },
  clientTooManyForLicense: { en: 'Too many checks of this license; please try again in {seconds} seconds', zh: '该授权的校验过于频繁，请 {seconds} 秒后再试' },
  licenseNotForMachine: { en: 'This license has never been generated for this machine', zh: '该授权从未在本机生成过' },
  // releasing a machine from the desktop client (issue #32)
  licenseFileMissing: { en: licenseFileTexts.missing, zh: '请提供授权文件' },
  licenseFileInvalid: { en: licenseFileTexts.invalid, zh: '这不是本站签发的授权文件' },
  licenseFileNotCurrent: {
    en: 'This license file is no longer in use: the license was moved or generated again since it was issued',
    zh: '该授权文件已不再使用：签发后授权已迁移或重新生成',
  },
  machineNameTooLong: { en: machineNameText.tooLong, zh: `机器名称最多 ${MACHINE_NAME_MAX} 个字符` },
  licenseNotGenerated: { en: 'Only a generated license can be moved to another machine', zh: '只有已生成的授权才能迁移到其他机器' },
  // support acting for a customer (issue #33)
  licenseMoveSameMid: { en: 'The license is already bound to {mid}; give the new machine\'s MID', zh: '该授权已绑定 {mid}，请填写新机器的机器码' },
  licenseMailNotGenerated: { en: 'Only a generated license has a file to mail', zh: '只有已生成的授权才有可发送的授权文件' },
  licenseNoOwner: { en: 'This license has no customer account to mail', zh: '该授权没有可发送邮件的客户账号' },
  customerNotFound: { en: 'No customer {id}', zh: '客户 {id} 不存在' },
  'contract.customerSearchRequired': { en: customerText.searchRequired, zh: '请输入订单号、邮箱或机器码' },
  'contract.moveReasonRequired': { en: customerText.moveReasonRequired, zh: '请填写迁移此授权的理由' },
  'contract.moveReasonTooLong': { en: customerText.moveReasonTooLong, zh: `迁移理由最多 ${MOVE_REASON_MAX} 个字符` },
  licenseMoveEnded: { en: 'This license ended on {date}; renew it before moving it', zh: '该授权已于 {date} 到期，请先续费再迁移' },
  licenseMovesUsed: {
    en: `This license was already moved ${MOVE_LIMIT.moves} times in ${MOVE_LIMIT.days} days; it can be moved again from {date}`,
    zh: `该授权在 ${MOVE_LIMIT.days} 天内已迁移 ${MOVE_LIMIT.moves} 次，{date} 起可再次迁移`,
  },
  licenseEndedRebind: { en: 'This license ended on {date}; renew it to use it again', zh: '该授权已于 {date} 到期，请续费后再使用' },
  renewalNotSubscription: { en: 'Only a subscription license can be renewed', zh: '只有订阅授权可以续费' },
  renewalTrial: { en: `The ${TRIAL_DAYS}-day trial cannot be renewed; buy the full edition instead`, zh: `${TRIAL_DAYS} 天体验不可续费，请购买正式版` },
  renewalNotStarted: { en: 'This license has not been generated yet, so its term has not started', zh: '该授权尚未生成，有效期尚未开始' },
  renewalTooEarly: {
    en: `This license can be renewed from {date} (${RENEWAL_WINDOW.daysBefore} days before it ends)`,
    zh: `该授权可于 {date} 起续费（到期前 ${RENEWAL_WINDOW.daysBefore} 天）`,
  },
  renewalTooLate: {
    en: `This license ended on {date}, more than ${RENEWAL_WINDOW.daysAfter} days ago; buy a new one instead`,
    zh: `该授权已于 {date} 到期，超过 ${RENEWAL_WINDOW.daysAfter} 天，请重新购买`,
  },
  renewalOtherEdition: { en: "A renewal is of the license's own edition", zh: '续费只能续同一版本' },
  renewalQuantity: { en: 'A renewal is for one license', zh: '续费数量只能为 1' },
  // team renewals: several licences in one order (issue #34)
  renewalCount: { en: 'The quantity of a renewal is the number of licenses it renews ({count})', zh: '续费数量须等于续费的授权数（{count}）' },
  renewalRepeated: { en: 'Each license is renewed once in an order', zh: '同一订单中每个授权只能续费一次' },
  renewalMixedEditions: { en: 'The licenses renewed in one order are of one edition', zh: '同一订单续费的授权须为同一版本' },
  licenseNotFoundNamed: { en: 'License {id} does not exist', zh: '授权 {id} 不存在' },
});

export type MessageKey = keyof typeof messages;
