import type { SeedGroup } from './content-groups.ts';

/**
 * The /faq page. Facts follow the specs' constants: MID of 32 characters in 4 groups of 8; the ¥1 / $1
 * 7-day trial, one per person, activation within 7 days; bank transfers confirmed within 24 hours;
 * sales contact within 2 working days; enterprise licenses permanent with one year of updates; trial
 * coverage of vulnerabilities published before today − 14 days (normal trial) or − 30 days (¥1 trial).
 */
export const faqGroups: SeedGroup[] = [
  {
    key: 'editions',
    name: { zh: '版本选择', en: 'Editions' },
    entries: [
      {
        key: 'which-edition',
        title: { zh: '我应该选择哪个版本？', en: 'Which edition should I choose?' },
        content: {
          zh: `<ul>
<li><strong>社区版</strong>：免费，适合个人、教师和学生学习资产测绘与基础漏洞扫描。</li>
<li><strong>漏洞扫描版</strong>：完整的 4000+ PoC 漏洞库与报告导出，适合以漏洞排查为主的团队。</li>
<li><strong>红队版</strong>：面向小型企业与安全从业者，包含每周新增 PoC、热点漏洞、默认口令检测与 API。</li>
<li><strong>红队企业版</strong>：永久授权并含一年更新，提供优先工程师支持。</li>
<li><strong>蓝队企业版</strong>：多用户与权限配置，适合企业安全运营团队。</li>
</ul>
<p>各版本的功能对比与价格见<a href="/sale">购买</a>页面。</p>`,
          en: `<ul>
<li><strong>Community</strong>: free, for individuals, educators and students learning asset mapping and basic scanning.</li>
<li><strong>Vul Scan</strong>: the full library of 4000+ PoCs and report export, for teams focused on finding vulnerabilities.</li>
<li><strong>Red Team</strong>: for small businesses and practitioners, with the weekly PoCs, hot vulnerabilities, default-password checks and the API.</li>
<li><strong>Red Team Enterprise</strong>: a permanent license with one year of updates and priority engineer support.</li>
<li><strong>Blue Team Enterprise</strong>: multiple users and permission settings, for security operations teams.</li>
</ul>
<p>Compare the editions and their prices on the <a href="/sale">pricing</a> page.</p>`,
        },
      },
      {
        key: 'community-free',
        title: { zh: '社区版真的免费吗？有什么限制？', en: 'Is the Community edition really free? What are its limits?' },
        content: {
          zh: `<p>是的，社区版永久免费，下载即可使用，无需购买许可证。它包含资产测绘、协议识别、扩展市场和使用公开 PoC 的扫描；完整 PoC 库、每周更新、默认口令检测、报告导出和 API 需要付费版本。</p>`,
          en: `<p>Yes. Community is free for good: download it and start, no license needed. It includes asset mapping, protocol identification, the extension market and scanning with public PoCs. The full PoC library, the weekly updates, default-password checks, report export and the API come with the paid editions.</p>`,
        },
      },
      {
        key: 'enterprise-term',
        title: { zh: '企业版授权是永久的吗？', en: 'Is the Enterprise license permanent?' },
        content: {
          zh: `<p>是的。企业版授权永久有效，并包含<strong>一年</strong>的漏洞库与版本更新。一年后软件仍可继续使用，续订更新服务即可继续获得新的 PoC 与新版本。</p>`,
          en: `<p>Yes. An Enterprise license never expires and includes <strong>one year</strong> of PoC and version updates. After that year the software keeps working; renew the update service to keep receiving new PoCs and releases.</p>`,
        },
      },
      {
        key: 'talk-to-sales',
        title: { zh: '如何获取企业报价或演示？', en: 'How do I get an enterprise quote or a demo?' },
        content: {
          zh: `<p>在<a href="/sale">购买</a>页面点击红队企业版或蓝队企业版的“联系销售”，填写联系信息后，我们的销售团队会在 <strong>2 个工作日</strong>内与您联系。</p>`,
          en: `<p>Choose <strong>Contact sales</strong> on the Red Team Enterprise or Blue Team Enterprise card of the <a href="/sale">pricing</a> page and leave your details; our sales team gets back to you within <strong>2 working days</strong>.</p>`,
        },
      },
    ],
  },
  {
    key: 'licences',
    name: { zh: '许可证与机器码', en: 'Licenses and the MID' },
    entries: [
      {
        key: 'what-is-mid',
        title: { zh: '什么是机器码（MID）？在哪里找到？', en: 'What is the MID and where do I find it?' },
        content: {
          zh: `<p>机器码（MID）是潮望客户端根据设备生成的唯一标识，共 <strong>32 个字符</strong>，分为 4 组、每组 8 位字母或数字。打开客户端，在“关于 / 授权”窗口即可复制完整的机器码。</p>
<p>生成许可证时可以一次粘贴全部 32 个字符，网站会自动拆分到四个输入框中。</p>`,
          en: `<p>The MID (machine id) is the unique identifier the Tidewatch client derives from your device: <strong>32 characters</strong> in 4 groups of 8 letters or digits. Open the client and copy it from the About / License window.</p>
<p>When you generate a license you can paste all 32 characters at once; the site splits them into the four boxes for you.</p>`,
        },
      },
      {
        key: 'generate-licence',
        title: { zh: '购买后如何生成许可证？', en: 'How do I generate a license after buying?' },
        content: {
          zh: `<ol>
<li>登录后进入 <a href="/center/licenseManagement">个人中心 → 授权管理</a>。</li>
<li>在“未生成”的许可证一行点击“生成”，填写目标设备的机器码。</li>
<li>下载 <code>license.key</code> 文件（也可以勾选发送到邮箱），在客户端中导入即可激活。</li>
</ol>`,
          en: `<ol>
<li>Sign in and open <a href="/center/licenseManagement">User centre → License management</a>.</li>
<li>On a license that is <em>Not generated</em>, choose Generate and enter the MID of the target device.</li>
<li>Download the <code>license.key</code> file (or have it mailed to you) and import it in the client.</li>
</ol>`,
        },
      },
      {
        key: 'licence-key-file',
        title: { zh: 'license.key 文件是什么？会被篡改吗？', en: 'What is the license.key file? Can it be tampered with?' },
        content: {
          zh: `<p><code>license.key</code> 是一个经过 Ed25519 数字签名的文件，记录许可证编号、版本、机器码以及签发和到期时间。客户端使用我们公布的公钥离线校验签名，任何改动都会导致校验失败，因此无需联网即可安全激活。</p>`,
          en: `<p><code>license.key</code> is a file signed with Ed25519 that records the license id, the edition, the MID and the issue and expiry times. The client checks the signature offline with our published public key: any change makes the check fail, so activation is safe without an internet connection.</p>`,
        },
      },
      {
        key: 'change-device',
        title: { zh: '可以把许可证换到另一台电脑吗？', en: 'Can I move a license to another computer?' },
        content: {
          zh: `<p>每份许可证只绑定一台设备的机器码，生成后不能更换绑定设备，请在生成前仔细核对机器码。如果设备损坏需要迁移，请带上订单号联系客服处理。</p>`,
          en: `<p>Each license is bound to the MID of one device and cannot be rebound once generated, so check the MID carefully before you generate. If a device fails and you must move, contact support with your order number.</p>`,
        },
      },
      {
        key: 'activation-code',
        title: { zh: '激活码有有效期吗？可以批量导出吗？', en: 'Do activation codes expire? Can I export them?' },
        content: {
          zh: `<p>每份许可证附带一个激活码。付费许可证的激活码在一年内有效，一元试用的激活码须在 <strong>7 天</strong>内使用。在授权管理页勾选许可证（或选择“全部”）后点击导出，即可得到包含编号和激活码的 CSV 文件，方便分发给团队成员。</p>`,
          en: `<p>Each license comes with an activation code. Codes of paid licenses can be used for a year; the code of a ¥1 / $1 trial must be used within <strong>7 days</strong>. In license management, tick licenses (or All) and export to get a CSV file of ids and activation codes to hand out to your team.</p>`,
        },
      },
    ],
  },
  {
    key: 'payment',
    name: { zh: '支付与发票', en: 'Payment and invoices' },
    entries: [
      {
        key: 'payment-methods',
        title: { zh: '支持哪些支付方式？', en: 'Which payment methods do you accept?' },
        content: {
          zh: `<p>支持 <strong>PayPal</strong>、<strong>支付宝</strong>、<strong>微信支付</strong>和<strong>对公转账</strong>。中文站以人民币计价，默认微信支付；英文站以美元计价，默认 PayPal。PayPal 以美元结算，支付宝和微信支付以人民币结算；对公转账按站点币种结算：中文站为人民币，英文站为美元（国际账户，附 SWIFT/BIC 代码）。</p>`,
          en: `<p>We accept <strong>PayPal</strong>, <strong>Alipay</strong>, <strong>WeChat Pay</strong> and <strong>bank transfer</strong>. The Chinese site shows prices in yuan (WeChat Pay preselected), the English site in US dollars (PayPal preselected). PayPal charges US dollars and Alipay and WeChat Pay yuan; a bank transfer is in the site's currency: US dollars on the English site (into an international account with its SWIFT/BIC code), yuan on the Chinese site.</p>`,
        },
      },
      {
        key: 'bank-transfer',
        title: { zh: '对公转账多久能确认？', en: 'How long does a bank transfer take to confirm?' },
        content: {
          zh: `<p>下单时选择对公转账，页面会显示收款账户名、开户行、账号、汇款金额和订单备注（美元订单另有 SWIFT/BIC 代码、开户行地址和收款人地址）。请在转账附言中填写订单号。款项到账后我们会在 <strong>24 小时</strong>内人工确认，周末及节假日可能顺延；确认后许可证自动出现在授权管理中。</p>`,
          en: `<p>Choose bank transfer and the page shows the account name, bank, account number, amount and the order note (for a US dollar order also the bank's SWIFT/BIC code, the bank's address and the beneficiary's address). Put the order number on the transfer. We confirm it by hand within <strong>24 hours</strong> of the money arriving (possibly later at weekends and on holidays); the licenses then appear in license management.</p>`,
        },
      },
      {
        key: 'invoices',
        title: { zh: '可以开具发票吗？', en: 'Can I get an invoice?' },
        content: {
          zh: `<p>可以。付款成功后，请将订单号、发票抬头和税号发送至 <a href="mailto:support@tidewatch.example">support@tidewatch.example</a>，我们会在 5 个工作日内开具电子发票并发送到您的邮箱。</p>`,
          en: `<p>Yes. Once the order is paid, send the order number and your company's invoicing details (name, address, VAT or tax number) to <a href="mailto:support@tidewatch.example">support@tidewatch.example</a>; we email an electronic invoice within 5 working days.</p>`,
        },
      },
      {
        key: 'coupons',
        title: { zh: '如何使用优惠券？', en: 'How do I use a coupon?' },
        content: {
          zh: `<p>通过带有优惠码的活动链接进入下单页，优惠码会自动带入；价格预览会实时显示折扣后的金额。优惠券可能限定版本和有效期，过期的优惠码不会生效。</p>`,
          en: `<p>Follow a promotion link that carries a coupon code to the order form: the code is applied for you and the live price preview shows the discounted total. A coupon may be limited to one edition and a time window; an expired code is not applied.</p>`,
        },
      },
      {
        key: 'payment-failed',
        title: { zh: '支付失败或中途关闭了页面怎么办？', en: 'My payment failed or I closed the page. What now?' },
        content: {
          zh: `<p>订单会保留为“待支付”。进入 <a href="/center/orderManagement">订单管理</a>，在该订单一行点击“立即支付”即可重新发起支付，不会重复扣款。</p>`,
          en: `<p>The order stays <em>To be paid</em>. Open <a href="/center/orderManagement">Order management</a> and choose <strong>Pay Now</strong> on that order to pay again; you are never charged twice.</p>`,
        },
      },
    ],
  },
  {
    key: 'trials',
    name: { zh: '试用', en: 'Trials' },
    entries: [
      {
        key: 'one-yuan-trial',
        title: { zh: '一元试用包含什么？', en: 'What does the ¥1 / $1 trial include?' },
        content: {
          zh: `<p>只需 <strong>¥1</strong>（英文站 <strong>$1</strong>）即可体验 <strong>7 天</strong>红队版的完整功能，包括 PoC 扫描、默认口令检测与报告导出。付款后在授权管理中生成许可证即可开始试用。</p>`,
          en: `<p>For <strong>$1</strong> (<strong>¥1</strong> on the Chinese site) you get <strong>7 days</strong> of the full Red Team edition: PoC scanning, default-password checks and report export. Generate the license in license management after paying and start.</p>`,
        },
      },
      {
        key: 'trial-limits',
        title: { zh: '一元试用有什么限制？', en: 'What are the limits of the ¥1 / $1 trial?' },
        content: {
          zh: `<ul>
<li>每人限购一次，数量为 1，不支持对公转账；</li>
<li>激活码须在购买后 7 天内使用，试用期为 7 天；</li>
<li>需要填写公司、职位和用途，并同意用户协议。</li>
</ul>
<p>已购买过一元试用的账号再次下单时，订单表单会直接提示“每人限购一次。”；两笔试用订单在付款前同时下单时，后付款的一笔会被退款。</p>`,
          en: `<ul>
<li>One purchase per person, quantity 1; bank transfer is not offered;</li>
<li>the activation code must be used within 7 days, and the trial runs for 7 days;</li>
<li>company, job title and purpose are required, and the user agreement must be accepted.</li>
</ul>
<p>An account that already bought the trial is told “Limit one purchase per person.” on the order form; if two trial orders were placed before either was paid, the one paid second is refunded.</p>`,
        },
      },
      {
        key: 'trial-coverage',
        title: { zh: '试用版能检测最新的漏洞吗？', en: 'Do trials detect the newest vulnerabilities?' },
        content: {
          zh: `<p>试用版的漏洞库略有延迟：普通试用包含截至<strong>当天 14 天前</strong>更新的漏洞，一元试用包含截至<strong>当天 30 天前</strong>更新的漏洞，日期以 yyyy.MM.dd 格式显示在试用页面上。正式版本会实时获得每周更新。</p>`,
          en: `<p>Trials use a slightly older library: a normal trial includes vulnerabilities updated before <strong>today minus 14 days</strong>, the ¥1 / $1 trial those updated before <strong>today minus 30 days</strong>; the date is shown on the trial page as yyyy.MM.dd. Paid editions get every weekly update as it ships.</p>`,
        },
      },
      {
        key: 'after-trial',
        title: { zh: '试用结束后怎么办？', en: 'What happens when the trial ends?' },
        content: {
          zh: `<p>试用到期后付费功能停止使用，扫描数据仍保留在本机。购买正式版本并在同一台设备上生成新的许可证即可无缝继续。</p>`,
          en: `<p>When the trial ends the paid features stop; your scan data stays on your machine. Buy an edition and generate a new license for the same device to carry on where you left off.</p>`,
        },
      },
    ],
  },
  {
    key: 'extensions',
    name: { zh: '扩展', en: 'Extensions' },
    entries: [
      {
        key: 'install-extension',
        title: { zh: '如何安装扩展？', en: 'How do I install an extension?' },
        content: {
          zh: `<p>在<a href="/extensions">扩展市场</a>下载扩展的 zip 包，在客户端的扩展管理中导入即可。扩展可以声明初始事件，安装后会自动运行；其配置项可在扩展设置中修改。</p>`,
          en: `<p>Download the extension's zip package from the <a href="/extensions">extension market</a> and import it in the client's extension manager. Extensions may declare initial events that run right after installing; change their settings in the extension's configuration.</p>`,
        },
      },
      {
        key: 'write-extension',
        title: { zh: '我可以开发自己的扩展吗？', en: 'Can I write my own extension?' },
        content: {
          zh: `<p>可以。扩展由 <code>package.json</code> 清单和 JavaScript 代码组成，通过脚本 API 添加按钮、读取资产、发起扫描和监听事件。<a href="/doc">扩展开发文档</a>提供从第一个扩展到打包发布的完整教程。</p>`,
          en: `<p>Yes. An extension is a <code>package.json</code> manifest and JavaScript code that uses the scripting API to add buttons, read assets, start scans and listen to events. The <a href="/doc">developer documentation</a> walks you from a first extension to packaging and publishing.</p>`,
        },
      },
      {
        key: 'publish-review',
        title: { zh: '发布扩展需要审核吗？', en: 'Are published extensions reviewed?' },
        content: {
          zh: `<p>需要。注册账号后在个人中心上传 zip 包，包内须包含完整的扩展目录，清单位于根目录，且每次更新版本号必须递增。工作人员审核通过后扩展才会出现在市场中；您也可以随时在个人中心删除自己的扩展。</p>`,
          en: `<p>Yes. Sign up, then upload the zip package in the user centre: it must hold the whole extension folder with the manifest at its root, and the version must rise with every update. The extension appears in the market once our staff approve it; you can delete your own extensions from the user centre at any time.</p>`,
        },
      },
      {
        key: 'extension-safety',
        title: { zh: '扩展安全吗？', en: 'Are extensions safe to use?' },
        content: {
          zh: `<p>扩展运行在受限环境中，只能通过脚本 API 与客户端交互，不能修改界面 DOM 或注入自己的 CSS 和 HTML；打开外部链接仅允许 http、https、localhost 和 file 协议。所有上架扩展均经过人工审核。</p>`,
          en: `<p>Extensions run in a restricted environment and talk to the client only through the scripting API: they cannot change the interface's DOM or inject their own CSS or HTML, and may open external links only over http, https, localhost or file. Every listed extension has been reviewed by a person.</p>`,
        },
      },
    ],
  },
  {
    key: 'update-feed',
    name: { zh: '漏洞更新推送', en: 'The update feed' },
    entries: [
      {
        key: 'what-is-feed',
        title: { zh: '每周漏洞更新是什么？', en: 'What is the weekly PoC feed?' },
        content: {
          zh: `<p>我们的研究团队每周发布<strong>至少 5 个</strong>新 PoC，每条包含 CVE 编号、CVSS 评分、受影响产品、资产搜索语句、暴露资产数和演示动图。完整列表见<a href="/updates">更新</a>页面。</p>`,
          en: `<p>Each week our researchers publish <strong>at least 5</strong> new PoCs, each with its CVE id, CVSS score, affected product, asset search query, exposed asset count and a demo. See them all on the <a href="/updates">updates</a> page.</p>`,
        },
      },
      {
        key: 'feed-editions',
        title: { zh: '哪些版本可以获得每周更新？', en: 'Which editions receive the weekly updates?' },
        content: {
          zh: `<p>红队版、红队企业版和蓝队企业版在授权期内实时获得每周新增 PoC，红队版另有每周 5 个热点漏洞。企业版授权含一年更新；社区版与漏洞扫描版使用随版本发布的漏洞库。</p>`,
          en: `<p>Red Team, Red Team Enterprise and Blue Team Enterprise receive the new PoCs every week while their license or update year runs, and Red Team adds 5 hot vulnerabilities a week. Enterprise licenses include one year of updates; Community and Vul Scan use the library shipped with each release.</p>`,
        },
      },
      {
        key: 'get-updates',
        title: { zh: '如何获取更新？', en: 'How do I get the updates?' },
        content: {
          zh: `<p>客户端启动时会自动检查并下载新的 PoC，无需重新安装。新版本客户端可在首页的下载区或<a href="/updates">更新</a>页面的历史版本中下载 Windows、macOS 和 Linux 安装包。</p>`,
          en: `<p>The client checks for new PoCs when it starts and installs them without a reinstall. New client releases for Windows, macOS and Linux are in the download block of the home page and in the version history on the <a href="/updates">updates</a> page.</p>`,
        },
      },
      {
        key: 'request-poc',
        title: { zh: '可以请求为某个漏洞编写 PoC 吗？', en: 'Can I ask for a PoC for a specific vulnerability?' },
        content: {
          zh: `<p>可以。请将 CVE 编号或漏洞详情发送至 <a href="mailto:support@tidewatch.example">support@tidewatch.example</a>。企业版客户可享受定制 PoC 开发服务；您也可以参考 <a href="/exp">EXP 文档</a>自行编写。</p>`,
          en: `<p>Yes. Send the CVE id or the details to <a href="mailto:support@tidewatch.example">support@tidewatch.example</a>. Enterprise customers get custom PoC development; you can also write your own with the <a href="/exp">exploit guide</a>.</p>`,
        },
      },
    ],
  },
];
