import { sql, type Kysely } from 'kysely';

/**
 * Issue #32: the seeded user agreement states the refund period (7 days, REFUND_DAYS) since the buyer may ask for a
 * refund, but the seed inserts the agreement only into a database that has none, so an older database still says
 * that licences are not refundable. Its text becomes the wording seeded now, in both languages, only where it still
 * holds a wording seeded before (either Chinese one: the product named Tidewatch, then 潮望); a text an operator
 * edited is left alone.
 *
 * The texts are written here, not imported from the seed, so that this migration stays what it was when it shipped.
 */
const zh = `<h1>潮望用户注册与服务协议</h1>
<p>更新日期：2026 年 1 月 1 日　生效日期：2026 年 1 月 1 日</p>
<p>欢迎使用潮望！本协议是您与潮望运营方（以下简称“我们”）之间关于注册、登录和使用潮望网站、桌面客户端、扩展市场、漏洞情报推送及相关服务（以下合称“本服务”）所订立的协议。请您在注册前仔细阅读本协议，特别是以<strong>加粗</strong>形式提示您注意的免除或限制责任的条款。您勾选“我已阅读并同意”或以其他方式使用本服务，即表示您已充分理解并同意本协议的全部内容。</p>

<h2>一、定义</h2>
<ul>
  <li><strong>账号</strong>：您按照本协议注册后取得的、用于登录和使用本服务的用户名或邮箱及密码。</li>
  <li><strong>许可证</strong>：您购买或试用后取得的、与一台设备机器码（MID）绑定的软件使用授权文件。</li>
  <li><strong>API 密钥</strong>：本服务为您的账号生成的、供客户端及自动化程序调用接口的凭据。</li>
  <li><strong>授权目标</strong>：您拥有合法所有权，或已取得所有者明确书面授权可进行测绘与安全检测的网络资产。</li>
</ul>

<h2>二、账号注册与安全</h2>
<ol>
  <li>您应使用真实、有效的邮箱注册，并通过邮件中的链接完成邮箱验证。未验证邮箱的账号可以登录，但部分功能可能受限。</li>
  <li>用户名须为 3 至 32 个字符，仅包含字母、数字、下划线和连字符，并以字母开头；密码须为 8 至 64 个字符，且至少包含一个字母和一个数字。</li>
  <li>您应妥善保管账号、密码和 API 密钥，不得出借、转让或与他人共享。因您保管不善造成的损失由您自行承担；如发现账号被盗用，请立即修改密码并联系我们。</li>
  <li>我们会对登录、验证码和邮件发送进行频率限制，以保护您的账号免受暴力破解与滥用。</li>
</ol>

<h2>三、服务内容</h2>
<p>本服务包括但不限于：桌面客户端的下载与更新、互联网资产测绘、漏洞扫描与验证、会话终端、扩展市场、每周漏洞（PoC）情报推送、许可证的购买、生成与管理，以及订单管理。我们有权根据业务发展对服务内容进行调整，并将通过网站公告或邮件方式通知您。</p>

<h2>四、许可证与付费</h2>
<ol>
  <li>付费版本按您选择的版本、数量和期限计费，价格以下单时页面显示为准。人民币价格适用于中文站点，美元价格适用于英文站点。</li>
  <li>每份许可证仅可绑定一台设备的机器码（MID），生成后不可更换绑定设备；请在生成前确认机器码无误。</li>
  <li>对公转账订单在款项到账并经人工确认后生效，通常在 24 小时内完成，周末及节假日可能顺延。</li>
  <li>一元试用每人限购一次，有效期 7 天，激活码须在 7 天内使用。</li>
  <li><strong>退款期限</strong>：订单付款后 7 天内，您可以在“订单管理”中为已付款的订单申请退款；申请由工作人员审核，同意后款项原路退回，该订单的许可证随之收回，审核期间许可证照常可用。超过该期限，除法律另有规定外，不予退款。</li>
</ol>

<h2>五、合法使用与禁止行为</h2>
<p><strong>本软件仅可用于对授权目标进行安全测试、资产管理与防护研究。</strong>您承诺遵守《中华人民共和国网络安全法》《中华人民共和国数据安全法》及所在地的法律法规，不得利用本服务从事下列行为：</p>
<ul>
  <li>在未获授权的情况下对任何系统进行扫描、渗透、漏洞利用或拒绝服务攻击；</li>
  <li>窃取、篡改、删除他人数据，或传播恶意程序；</li>
  <li>破解、反编译、绕过许可证校验，或转售、出租许可证与 API 密钥；</li>
  <li>在扩展市场上传含有恶意代码、侵犯他人知识产权或违反法律的扩展；</li>
  <li>以自动化手段批量注册账号或干扰本服务的正常运行。</li>
</ul>
<p>如您违反上述约定，我们有权暂停或终止您的账号及许可证，并保留依法追究责任的权利。</p>

<h2>六、扩展与用户内容</h2>
<p>您上传至扩展市场的扩展及说明文字，应为您原创或已获合法授权。您授予我们在本服务范围内展示、分发和审核该等内容的非独占许可。我们有权对扩展进行审核，并下架不符合规范的内容。</p>

<h2>七、个人信息保护</h2>
<p>我们仅为提供本服务之目的收集必要信息，包括用户名、邮箱、国家或地区、订单与许可证信息。密码经过加盐哈希处理后存储，登录凭证与邮件令牌仅以摘要形式保存。未经您同意，我们不会向第三方出售或提供您的个人信息，法律法规另有规定的除外。您可以随时修改密码、刷新 API 密钥，或联系我们注销账号。</p>

<h2>八、知识产权</h2>
<p>本服务所包含的软件、界面设计、文档、漏洞情报及商标的知识产权归我们或相关权利人所有。许可证仅授予您在许可期限内使用软件的权利，并不转让任何知识产权。</p>

<h2>九、免责声明与责任限制</h2>
<ul>
  <li><strong>因您对非授权目标使用本软件所产生的一切法律责任，由您自行承担。</strong></li>
  <li>漏洞情报与检测结果仅供参考，我们不保证其完全准确、完整或及时。</li>
  <li>因不可抗力、网络故障、第三方支付机构原因造成的服务中断或延迟，我们不承担责任，但将尽力减少损失。</li>
  <li>在法律允许的范围内，我们对您承担的赔偿责任总额不超过您就相关服务实际支付的费用。</li>
</ul>

<h2>十、协议变更、终止与争议解决</h2>
<ol>
  <li>我们可能适时修改本协议，修改后的协议将在网站公布，重大变更将通过邮件通知您。变更生效后您继续使用本服务，即视为接受修改后的协议。</li>
  <li>您可以随时停止使用本服务并申请注销账号；账号注销后，未使用的许可证将一并失效。</li>
  <li>本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向我们所在地有管辖权的人民法院提起诉讼。</li>
</ol>
<p>如您对本协议有任何疑问，请通过网站“联系我们”或发送邮件至 support@tidewatch.example 与我们联系。</p>`;

const en = `<h1>Tidewatch User Registration and Service Agreement</h1>
<p>Last updated: 1 January 2026. Effective: 1 January 2026.</p>
<p>Welcome to Tidewatch. This agreement is between you and the operator of Tidewatch ("we", "us") and governs signing up for, signing in to and using the Tidewatch website, desktop client, extension market, vulnerability (PoC) feed and related services (together, the "Service"). Please read it carefully before you sign up, in particular the terms in <strong>bold</strong> that exclude or limit liability. By ticking "I have read and agree" or otherwise using the Service, you confirm that you understand and accept this agreement in full.</p>

<h2>1. Definitions</h2>
<ul>
  <li><strong>Account</strong>: the username or email address and password you obtain by signing up, used to sign in to the Service.</li>
  <li><strong>License</strong>: the authorization file you obtain by buying or trying an edition, bound to one device's machine id (MID).</li>
  <li><strong>API key</strong>: the credential the Service issues to your account for the desktop client and automated tools.</li>
  <li><strong>Authorized target</strong>: a network asset you lawfully own, or whose owner has given you explicit written permission to map and test it.</li>
</ul>

<h2>2. Registration and account security</h2>
<ol>
  <li>Sign up with a real email address you control and verify it through the link we send. Accounts with an unverified address can sign in, but some features may be limited.</li>
  <li>Usernames are 3 to 32 characters of letters, digits, underscores and hyphens, starting with a letter. Passwords are 8 to 64 characters with at least one letter and one digit.</li>
  <li>Keep your password and API key secret; do not lend, transfer or share your account. You are responsible for losses caused by careless safekeeping. If you suspect misuse, change your password at once and contact us.</li>
  <li>We rate-limit sign-in attempts, captchas and mail sending to protect your account from brute force and abuse.</li>
</ol>

<h2>3. The Service</h2>
<p>The Service includes, among other things: downloading and updating the desktop client, internet asset mapping, vulnerability scanning and verification, the session terminal, the extension market, the weekly vulnerability (PoC) feed, buying, generating and managing licenses, and managing orders. We may change the Service as the product develops and will tell you through notices on the website or by email.</p>

<h2>4. Licenses and payment</h2>
<ol>
  <li>Paid editions are charged by edition, quantity and term; the price shown when you place the order applies. Prices are in yuan on the Chinese site and in US dollars on the English site.</li>
  <li>Each license binds to the machine id (MID) of one device and cannot be moved to another device once generated. Check the MID before you generate the license.</li>
  <li>Orders paid by company bank transfer take effect once the payment arrives and is confirmed by our staff, usually within 24 hours; weekends and public holidays may delay this.</li>
  <li>The one-yuan trial is limited to one purchase per person, lasts 7 days, and its activation code must be used within 7 days.</li>
  <li><strong>Refund period</strong>: within 7 days of paying an order you may ask for its refund in Order management. Staff review the request; once it is granted the payment is returned the way it was made and the order's licenses are withdrawn. Until then the licenses keep working. After that period, licenses are not refundable except where the law provides otherwise.</li>
</ol>

<h2>5. Lawful use and prohibited conduct</h2>
<p><strong>The software may be used only for security testing, asset management and defensive research on authorized targets.</strong> You agree to comply with the laws and regulations that apply to you, and not to use the Service to:</p>
<ul>
  <li>scan, penetrate, exploit or attack (including denial of service) any system without authorization;</li>
  <li>steal, alter or delete other people's data, or spread malicious software;</li>
  <li>crack, decompile or bypass license checks, or resell or rent licenses and API keys;</li>
  <li>upload extensions to the market that contain malicious code, infringe others' intellectual property or break the law;</li>
  <li>register accounts in bulk by automated means or interfere with the normal operation of the Service.</li>
</ul>
<p>If you break these rules we may suspend or terminate your account and licenses, and we reserve the right to pursue legal remedies.</p>

<h2>6. Extensions and user content</h2>
<p>Extensions and descriptions you upload to the extension market must be your own work or lawfully licensed to you. You grant us a non-exclusive license to display, distribute and review that content within the Service. We review extensions and may remove content that does not meet our guidelines.</p>

<h2>7. Personal information</h2>
<p>We collect only what we need to provide the Service: your username, email address, country or region, and order and license details. Passwords are stored salted and hashed; sign-in tokens and mail tokens are stored only as digests. We do not sell or disclose your personal information to third parties without your consent, except where the law requires it. You can change your password, refresh your API key or ask us to close your account at any time.</p>

<h2>8. Intellectual property</h2>
<p>The software, interface design, documentation, vulnerability intelligence and trademarks of the Service belong to us or to their respective owners. A license grants you the right to use the software during its term and transfers no intellectual property.</p>

<h2>9. Disclaimers and limitation of liability</h2>
<ul>
  <li><strong>You alone are liable for any use of the software against targets you are not authorized to test.</strong></li>
  <li>Vulnerability intelligence and scan results are for reference; we do not guarantee that they are accurate, complete or timely.</li>
  <li>We are not liable for interruptions or delays caused by force majeure, network failures or third-party payment providers, though we will work to limit their effect.</li>
  <li>To the extent the law allows, our total liability to you is limited to the fees you actually paid for the service concerned.</li>
</ul>

<h2>10. Changes, termination and disputes</h2>
<ol>
  <li>We may revise this agreement from time to time. The revised agreement is published on the website, and we will tell you about material changes by email. Continuing to use the Service after a change takes effect means you accept it.</li>
  <li>You may stop using the Service and ask us to close your account at any time; unused licenses end with the account.</li>
  <li>This agreement is governed by the laws of the People's Republic of China. The parties will try to settle disputes amicably; failing that, either party may bring the dispute before the competent court where we are located.</li>
</ol>
<p>Questions about this agreement? Use "Contact us" on the website or write to support@tidewatch.example.</p>`;

/** Each wording seeded before, as the lines in which it differs from today's (today's line, the line it had). */
const refundLine = { zh: zh.split('\n').find((line) => line.includes('<strong>退款期限</strong>'))!, en: en.split('\n').find((line) => line.includes('<strong>Refund period</strong>'))! };
const notRefundable = {
  zh: '  <li>除法律另有规定或本协议另有约定外，已生成的许可证不予退款。</li>',
  en: '  <li>Except where the law or this agreement provides otherwise, generated licenses are not refundable.</li>',
};
const zhTitle = '<h1>潮望用户注册与服务协议</h1>';
const zhWelcome = '<p>欢迎使用潮望！本协议是您与潮望运营方（以下简称';
const before = (text: string, changes: [string, string][]) => changes.reduce((result, [now, was]) => result.replace(now, was), text);
const zhBefore = before(zh, [[refundLine.zh, notRefundable.zh]]);
const seededBefore = {
  0: [zhBefore, before(zhBefore, [[zhTitle, '<h1>Tidewatch 用户注册与服务协议</h1>'], [zhWelcome, '<p>欢迎使用 Tidewatch！本协议是您与 Tidewatch 运营方（以下简称'], ['和使用潮望网站', '和使用 Tidewatch 网站']])],
  1: [before(en, [[refundLine.en, notRefundable.en]])],
};
const seededNow = { 0: zh, 1: en };

export const up = async (db: Kysely<unknown>) => {
  for (const type of [0, 1] as const) {
    await sql`update agreement set content = ${seededNow[type]}, updated_at = now() where type = ${type} and content in (${sql.join(seededBefore[type])})`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>) => {
  for (const type of [0, 1] as const) {
    await sql`update agreement set content = ${seededBefore[type][0]}, updated_at = now() where type = ${type} and content = ${seededNow[type]}`.execute(db);
  }
};
