import type { SeedGroup } from './content-groups.ts';

/**
 * The /features page: what the desktop client does, group by group. The figures are the marketing claims of
 * the specs (§9 of both): 100,000+ rules, 200+ protocols, 300+ ports, 1,000+ default-password devices,
 * 4000+ PoCs, 350,000+ fingerprints (35 万+ in Chinese), at least 5 new PoCs a week.
 */
export const featureGroups: SeedGroup[] = [
  {
    key: 'asset-mapping',
    name: { zh: '资产测绘', en: 'Asset mapping' },
    entries: [
      {
        key: 'port-discovery',
        title: { zh: '300+ 端口快速发现', en: 'Fast discovery across 300+ ports' },
        content: {
          zh: `<p>输入 IP、网段或域名，潮望会在几分钟内找出存活主机和开放端口。内置 <strong>300 多个</strong>常用端口，并提供“精简”“后门检查”等端口预设；端口列表中以 <code>U:</code> 开头的端口按 UDP 探测。</p>
<ul><li>支持 TCP 与 UDP 端口混合扫描</li><li>可在扫描前追加或覆盖目标 IP 与端口</li><li>扫描可暂停、继续与重新扫描</li></ul>`,
          en: `<p>Give Tidewatch IPs, ranges or domains and it finds live hosts and open ports in minutes. It ships with <strong>300+</strong> common ports and presets such as Minimal and Backdoor Check; ports written with a <code>U:</code> prefix are probed over UDP.</p>
<ul><li>TCP and UDP ports in one scan</li><li>Append to or replace the target IPs and ports before a scan</li><li>Pause, continue and rescan at any time</li></ul>`,
        },
      },
      {
        key: 'protocol-identification',
        title: { zh: '200+ 协议识别', en: '200+ protocols identified' },
        content: {
          zh: `<p>不依赖端口号猜测服务：潮望主动握手识别 <strong>200 多种</strong>协议，包括 HTTP/HTTPS、SSH、RDP、SMB、MySQL、Redis、MQTT、Modbus 等，非标准端口上的服务也能准确识别。</p>`,
          en: `<p>No guessing from port numbers: Tidewatch performs real handshakes to identify <strong>200+ protocols</strong> — HTTP/HTTPS, SSH, RDP, SMB, MySQL, Redis, MQTT, Modbus and more — including services moved to non-standard ports.</p>`,
        },
      },
      {
        key: 'fingerprints',
        title: { zh: '10 万+ 规则，35 万+ 指纹', en: '100,000+ rules, 350,000+ fingerprints' },
        content: {
          zh: `<p>超过 <strong>10 万条</strong>识别规则、<strong>35 万+</strong>产品指纹，识别出每个资产的产品、厂商、层级与分类，并区分软件与硬件。测绘结果与漏洞库关联，发现资产即可知道它可能受哪些漏洞影响。</p>`,
          en: `<p>More than <strong>100,000 identification rules</strong> and <strong>350,000+ fingerprints</strong> name the product, vendor, layer and category of each asset, and tell software from hardware. Results are linked to the PoC library, so you know what may affect an asset the moment you find it.</p>`,
        },
      },
      {
        key: 'asset-details',
        title: { zh: '完整的资产画像', en: 'A full picture of every asset' },
        content: {
          zh: `<p>每个 IP 汇总 MAC、操作系统、主机名、端口、协议、标签、漏洞、网页截图与 favicon。资产表格支持筛选、去重统计与导出，导出时保留您自定义的列顺序。</p>`,
          en: `<p>Each IP brings together its MAC address, operating system, hostnames, ports, protocols, tags, vulnerabilities, web screenshots and favicons. The asset table filters, counts distinct values and exports, keeping the column order you chose.</p>`,
        },
      },
    ],
  },
  {
    key: 'vulnerability-scanning',
    name: { zh: '漏洞扫描', en: 'Vulnerability scanning' },
    entries: [
      {
        key: 'poc-library',
        title: { zh: '4000+ PoC 漏洞库', en: 'A library of 4000+ PoCs' },
        content: {
          zh: `<p>内置 <strong>4000 多个</strong>经过验证的 PoC，覆盖 Web 应用、中间件、网络设备、VPN 网关与数据库。可按通用 PoC、Web 应用漏洞、应用漏洞或指定漏洞选择扫描范围。</p>`,
          en: `<p>More than <strong>4,000 verified PoCs</strong> covering web applications, middleware, network devices, VPN gateways and databases. Scan with the general PoCs, web-application or application vulnerabilities only, or a hand-picked list.</p>`,
        },
      },
      {
        key: 'weekly-pocs',
        title: { zh: '每周至少 5 个新 PoC', en: 'At least 5 new PoCs every week' },
        content: {
          zh: `<p>安全团队持续跟踪在野利用，<strong>每周至少推送 5 个新 PoC</strong>，红队版另有每周 5 个热点漏洞。每周的更新内容、CVE 编号、CVSS 评分与受影响资产数都公布在<a href="/updates">更新</a>页面。</p>`,
          en: `<p>Our researchers follow exploitation in the wild and ship <strong>at least 5 new PoCs every week</strong>, plus 5 hot vulnerabilities a week in the Red Team edition. Each week's PoCs, with CVE id, CVSS score and exposed asset count, are listed on the <a href="/updates">updates</a> page.</p>`,
        },
      },
      {
        key: 'default-passwords',
        title: { zh: '1000+ 设备默认口令检测', en: 'Default passwords of 1,000+ devices' },
        content: {
          zh: `<p>针对摄像头、路由器、防火墙、打印机、工控设备等 <strong>1000 多种</strong>设备的默认口令与弱口令字典进行爆破检测，结果直接标注在资产上。</p>`,
          en: `<p>Checks cameras, routers, firewalls, printers, industrial controllers and <strong>1,000+ other devices</strong> for factory-default and weak passwords, and marks the findings on the asset.</p>`,
        },
      },
      {
        key: 'scan-order',
        title: { zh: '灵活的扫描顺序', en: 'Scan in the order you need' },
        content: {
          zh: `<p>选择“资产优先”先完成测绘再检测漏洞，或选择“同时进行”边发现边验证。扫描状态实时可见：未开始、扫描中、已完成、停止中、已暂停，发现异常时立即提示。</p>`,
          en: `<p>Choose <strong>Assets first</strong> to finish mapping before testing, or <strong>Simultaneously</strong> to verify as hosts are found. The scan state is always visible — not started, scanning, complete, stopping, paused — and exceptions are flagged as they happen.</p>`,
        },
      },
    ],
  },
  {
    key: 'session-terminal',
    name: { zh: '验证与会话终端', en: 'Verification and session terminal' },
    entries: [
      {
        key: 'exploit-verification',
        title: { zh: '一键验证漏洞', en: 'One-click verification' },
        content: {
          zh: `<p>带有 EXP 的漏洞可在结果页一键验证，返回可复现的请求与响应，方便写入报告，减少误报争议。</p>`,
          en: `<p>Vulnerabilities that come with an exploit are verified in one click from the results page, with the request and response kept as reproducible evidence for your report.</p>`,
        },
      },
      {
        key: 'terminal',
        title: { zh: '内置会话终端', en: 'Built-in session terminal' },
        content: {
          zh: `<p>在授权测试中获得会话后，直接在潮望内打开终端执行命令、上传下载文件，无需切换工具；会话操作全程记录，便于审计。</p>`,
          en: `<p>When an authorised test opens a session, work in it from inside Tidewatch: run commands and move files without switching tools. Every session action is logged for the audit trail.</p>`,
        },
      },
      {
        key: 'rescan',
        title: { zh: '复测一键完成', en: 'Retest in one click' },
        content: {
          zh: `<p>修复上线后，可以重新扫描整个任务，或只复测其中发现的漏洞，用结果证明修复确实生效；每次扫描都是一个可命名的任务，历史结果随时可查。</p>`,
          en: `<p>Once a fix ships, rescan the whole task or retest only the vulnerabilities it found, and prove the fix works. Every scan is a named task whose results stay available for later.</p>`,
        },
      },
      {
        key: 'reports',
        title: { zh: '报告导出', en: 'Report export' },
        content: {
          zh: `<p>将资产与漏洞导出为 PDF 或 Excel 报告，包含风险等级、修复建议与验证证据；扩展也可以向报告写入自定义表格数据。</p>`,
          en: `<p>Export assets and vulnerabilities as PDF or Excel reports with severity, remediation advice and evidence. Extensions can add their own tables to the report.</p>`,
        },
      },
    ],
  },
  {
    key: 'extensions',
    name: { zh: '扩展生态', en: 'Extensions' },
    entries: [
      {
        key: 'market',
        title: { zh: '扩展市场', en: 'Extension market' },
        content: {
          zh: `<p>在<a href="/extensions">扩展市场</a>按关键字、分类和客户端版本查找工具与主题，一键下载安装。每个扩展都经过人工审核后才会上架。</p>`,
          en: `<p>Find tools and themes in the <a href="/extensions">extension market</a> by keyword, category and client version, and install them in one click. Every extension is reviewed by our staff before it is listed.</p>`,
        },
      },
      {
        key: 'scripting-api',
        title: { zh: '开放的脚本 API', en: 'An open scripting API' },
        content: {
          zh: `<p>扩展可以在扫描弹窗、结果页、IP 详情、漏洞列表和工具栏添加按钮，读取资产数据，发起或停止扫描，监听端口、协议、漏洞等事件，并向报告插入数据。详见<a href="/doc">扩展开发文档</a>。</p>`,
          en: `<p>Extensions add buttons to the scan dialog, results page, IP details, vulnerability list and toolbar; read asset data; start and stop scans; listen to port, protocol and vulnerability events; and insert data into reports. See the <a href="/doc">extension developer docs</a>.</p>`,
        },
      },
      {
        key: 'themes-languages',
        title: { zh: '主题与多语言', en: 'Themes and languages' },
        content: {
          zh: `<p>主题扩展可以改变客户端的配色；扩展自带翻译文件，支持英文、中文、德语、日语、韩语和法语六种语言，随客户端语言自动切换。</p>`,
          en: `<p>Theme extensions recolour the client, and extensions carry their own translations in six languages — English, Chinese, German, Japanese, Korean and French — following the client's language.</p>`,
        },
      },
      {
        key: 'protocol-links',
        title: { zh: '协议链接联动', en: 'Protocol links' },
        content: {
          zh: `<p>自 2.8.6 版本起，网页或其他工具可以通过协议链接把 IP 和端口交给潮望，直接开始扫描或打开扫描弹窗。</p>`,
          en: `<p>Since version 2.8.6, a web page or another tool can hand IPs and ports to Tidewatch through a protocol link that starts a scan directly or opens the scan dialog.</p>`,
        },
      },
    ],
  },
  {
    key: 'deployment',
    name: { zh: '部署与授权', en: 'Deployment and licensing' },
    entries: [
      {
        key: 'cross-platform',
        title: { zh: 'Windows、macOS、Linux 全平台', en: 'Windows, macOS and Linux' },
        content: {
          zh: `<p>同一套功能覆盖三大桌面平台，数据保存在本机，扫描流量从您自己的网络发出，不经过我们的服务器。</p>`,
          en: `<p>The same features on all three desktop platforms. Your data stays on your machine and scan traffic leaves from your own network, never through our servers.</p>`,
        },
      },
      {
        key: 'offline-activation',
        title: { zh: '离线激活', en: 'Offline activation' },
        content: {
          zh: `<p>许可证绑定设备的 32 位机器码（MID），以签名的 <code>license.key</code> 文件交付，客户端用公布的公钥离线校验，内网与隔离环境同样可用。</p>`,
          en: `<p>Licenses are bound to the 32-character machine id (MID) of a device and delivered as a signed <code>license.key</code> file that the client verifies offline with our published public key — ideal for internal and air-gapped networks.</p>`,
        },
      },
      {
        key: 'teams',
        title: { zh: '团队协作（蓝队企业版）', en: 'Teams (Blue Team Enterprise)' },
        content: {
          zh: `<p>蓝队企业版支持多用户与权限配置，适合企业安全运营团队持续监测自有资产的暴露面。</p>`,
          en: `<p>Blue Team Enterprise adds multiple users and permission settings, for security operations teams that watch their own attack surface continuously.</p>`,
        },
      },
      {
        key: 'api-access',
        title: { zh: 'API 接入', en: 'API access' },
        content: {
          zh: `<p>在个人中心获取 API 密钥，把潮望接入您的自动化流程；密钥可随时刷新，旧密钥立即失效。</p>`,
          en: `<p>Take your API key from the user centre to connect Tidewatch to your automation. Refresh the key at any time; the old one stops working at once.</p>`,
        },
      },
    ],
  },
];
