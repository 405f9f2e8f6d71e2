import type { PocPushGroup } from '../../../contract/content.ts';

/**
 * Weekly PoC push groups for the updates page, newest week first.
 *
 * Every entry is a real, public CVE with the CVSS base score published by the vendor / CNA
 * (CVSS v4.0 where the vendor only published v4.0: CVE-2025-5777, CVE-2025-7775, CVE-2024-0012).
 * The week labels are the site's own push weeks, not the disclosure dates.
 *
 * Two entries are deliberately hostile, to prove the client's handling:
 * - CVE-2025-24893 has `<script>` markup in `description_en` (must be shown escaped);
 * - CVE-2025-3248 has a `javascript:` demo_gif_url (must not be rendered).
 */

// Demo media the site itself serves (client/public/media/poc/, drawn by scripts/make-poc-media.ts): stored as
// site paths, answered as URLs on the site of the request's language (services/site-media.ts).
const media = (cve: string) => `/media/poc/${cve}.svg`;
const mediaTag = (cve: string) => `<img src="/media/poc/${cve}.svg" alt="demo">`;
const rel = (v: string, vulScan = false) => [
  `Red Team ${v}`,
  `Enterprise ${v}`,
  ...(vulScan ? [`Vul Scan ${v}`] : []),
];

export const pocPushGroups: PocPushGroup[] = [
  {
    created_at_week: '2026-47',
    push_data: [
      {
        name: 'Oracle E-Business Suite BI Publisher 集成组件远程代码执行漏洞',
        name_en: 'Oracle E-Business Suite BI Publisher Integration Remote Code Execution',
        cve_id: 'CVE-2025-61882',
        cvss: 9.8,
        fofa_query: 'app="Oracle-E-Business-Suite"',
        product: 'Oracle E-Business Suite',
        asset_count: 4213,
        tags: ['远程代码执行', '严重', '在野利用'],
        tags_en: ['RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.3'),
        description:
          'Oracle E-Business Suite 12.2.3 至 12.2.14 的 Concurrent Processing（BI Publisher Integration）组件存在远程代码执行漏洞，未经身份验证的攻击者可通过 HTTP 直接利用。该漏洞已被 Cl0p 勒索团伙在野利用。',
        description_en:
          'The BI Publisher Integration component of Oracle Concurrent Processing in Oracle E-Business Suite 12.2.3 to 12.2.14 can be exploited over HTTP by an unauthenticated attacker to execute code remotely. It was exploited in the wild by the Cl0p extortion group.',
        demo_gif_url: media('CVE-2025-61882'),
      },
      {
        name: 'Windows Server Update Services 反序列化远程代码执行漏洞',
        name_en: 'Windows Server Update Services Deserialization Remote Code Execution',
        cve_id: 'CVE-2025-59287',
        cvss: 9.8,
        fofa_query: 'app="Microsoft-WSUS"',
        product: 'Microsoft WSUS',
        asset_count: 6587,
        tags: ['反序列化', '远程代码执行', '严重'],
        tags_en: ['Deserialization', 'RCE', 'Critical'],
        released_at: rel('2.9.3', true),
        description:
          'Windows Server Update Services（WSUS）在处理 AuthorizationCookie 时存在不可信数据反序列化，未经身份验证的攻击者可向 WSUS 服务（默认端口 8530/8531）发送特制请求，以 SYSTEM 权限执行任意代码。',
        description_en:
          'Windows Server Update Services deserializes untrusted data from the AuthorizationCookie. An unauthenticated attacker can send a crafted request to the WSUS service (ports 8530/8531 by default) and run code as SYSTEM.',
        demo_gif_url: mediaTag('CVE-2025-59287'),
      },
      {
        name: 'Cisco Secure Firewall ASA/FTD VPN Web 服务器远程代码执行漏洞',
        name_en: 'Cisco Secure Firewall ASA and FTD VPN Web Server Remote Code Execution',
        cve_id: 'CVE-2025-20333',
        cvss: 9.9,
        fofa_query: 'app="CISCO-ASA-SSLVPN"',
        product: 'Cisco Secure Firewall ASA / FTD',
        asset_count: 48216,
        tags: ['远程代码执行', '严重', '在野利用'],
        tags_en: ['RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.3'),
        description:
          'Cisco Secure Firewall ASA 与 FTD 软件的 VPN Web 服务器对 HTTP(S) 请求中的用户输入校验不当，持有有效 VPN 用户凭据的远程攻击者可以 root 权限执行任意代码。该漏洞已与 CVE-2025-20362 组合在野利用。',
        description_en:
          'The VPN web server of Cisco Secure Firewall ASA and FTD software does not properly validate user input in HTTP(S) requests. A remote attacker with valid VPN user credentials can execute arbitrary code as root. It has been chained with CVE-2025-20362 in the wild.',
        demo_gif_url: '',
      },
      {
        name: 'Fortra GoAnywhere MFT License Servlet 反序列化漏洞',
        name_en: 'Fortra GoAnywhere MFT License Servlet Deserialization',
        cve_id: 'CVE-2025-10035',
        cvss: 10.0,
        fofa_query: 'app="GoAnywhere-MFT"',
        product: 'Fortra GoAnywhere MFT',
        asset_count: 1962,
        tags: ['反序列化', '命令注入', '严重'],
        tags_en: ['Deserialization', 'Command Injection', 'Critical'],
        released_at: rel('2.9.3'),
        description:
          'Fortra GoAnywhere MFT 7.8.3 及之前版本的 License Servlet 存在反序列化漏洞，持有有效伪造许可证响应签名的攻击者可反序列化任意对象，进而可能导致命令注入。',
        description_en:
          'A deserialization flaw in the License Servlet of Fortra GoAnywhere MFT 7.8.3 and earlier lets an attacker with a validly forged license response signature deserialize an arbitrary object, possibly leading to command injection.',
        demo_gif_url: media('CVE-2025-10035'),
      },
      {
        name: 'Citrix NetScaler ADC/Gateway 内存溢出远程代码执行漏洞',
        name_en: 'Citrix NetScaler ADC and Gateway Memory Overflow Remote Code Execution',
        cve_id: 'CVE-2025-7775',
        cvss: 9.2,
        fofa_query: 'app="Citrix-NetScaler-Gateway"',
        product: 'NetScaler ADC / NetScaler Gateway',
        asset_count: 35874,
        tags: ['内存溢出', '远程代码执行', '严重'],
        tags_en: ['Memory Overflow', 'RCE', 'Critical'],
        released_at: rel('2.9.3', true),
        description:
          'NetScaler ADC 与 NetScaler Gateway 存在内存溢出漏洞。当设备配置为 Gateway（VPN 虚拟服务器、ICA Proxy、CVPN、RDP Proxy）或 AAA 虚拟服务器等特定场景时，未经身份验证的攻击者可导致远程代码执行或拒绝服务。',
        description_en:
          'A memory overflow in NetScaler ADC and NetScaler Gateway leads to remote code execution or denial of service when the appliance is configured as a Gateway (VPN virtual server, ICA Proxy, CVPN, RDP Proxy) or an AAA virtual server, among other setups.',
        demo_gif_url: mediaTag('CVE-2025-7775'),
      },
      {
        name: 'Microsoft SharePoint Server 反序列化远程代码执行漏洞（ToolShell）',
        name_en: 'Microsoft SharePoint Server Deserialization Remote Code Execution (ToolShell)',
        cve_id: 'CVE-2025-53770',
        cvss: 9.8,
        fofa_query: 'app="Microsoft-SharePoint"',
        product: 'Microsoft SharePoint Server',
        asset_count: 21490,
        tags: ['反序列化', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Deserialization', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.3'),
        description:
          '本地部署的 Microsoft SharePoint Server 存在不可信数据反序列化漏洞，未经身份验证的攻击者可通过 /_layouts/15/ToolPane.aspx 执行任意代码并窃取 MachineKey。该漏洞被称为 ToolShell，已被大规模在野利用。',
        description_en:
          'Deserialization of untrusted data in on-premises Microsoft SharePoint Server lets an unauthenticated attacker execute code through /_layouts/15/ToolPane.aspx and steal the MachineKey. Known as ToolShell, it was mass-exploited in the wild.',
        demo_gif_url: media('CVE-2025-53770'),
      },
    ],
  },
  {
    created_at_week: '2026-46',
    push_data: [
      {
        name: 'Citrix NetScaler ADC/Gateway 越界读取信息泄露漏洞（CitrixBleed 2）',
        name_en: 'Citrix NetScaler ADC and Gateway Out-of-Bounds Memory Read (CitrixBleed 2)',
        cve_id: 'CVE-2025-5777',
        cvss: 9.3,
        fofa_query: 'app="Citrix-NetScaler-Gateway"',
        product: 'NetScaler ADC / NetScaler Gateway',
        asset_count: 35874,
        tags: ['越界读取', '信息泄露', '严重', '在野利用'],
        tags_en: ['Out-of-Bounds Read', 'Information Disclosure', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2', true),
        description:
          'NetScaler ADC 与 NetScaler Gateway 配置为 Gateway 或 AAA 虚拟服务器时，因输入校验不足存在越界内存读取，未经身份验证的攻击者可读取内存中的会话令牌等敏感信息。该漏洞被称为 CitrixBleed 2。',
        description_en:
          'Insufficient input validation in NetScaler ADC and NetScaler Gateway configured as a Gateway or AAA virtual server causes an out-of-bounds memory read, letting an unauthenticated attacker leak session tokens and other memory contents. It is known as CitrixBleed 2.',
        demo_gif_url: media('CVE-2025-5777'),
      },
      {
        name: 'Fortinet FortiWeb Fabric Connector SQL 注入漏洞',
        name_en: 'Fortinet FortiWeb Fabric Connector SQL Injection',
        cve_id: 'CVE-2025-25257',
        cvss: 9.6,
        fofa_query: 'app="FORTINET-FortiWeb"',
        product: 'Fortinet FortiWeb',
        asset_count: 7315,
        tags: ['SQL注入', '远程代码执行', '严重'],
        tags_en: ['SQL Injection', 'RCE', 'Critical'],
        released_at: rel('2.9.2'),
        description:
          'FortiWeb 的 Fabric Connector 组件在处理 Authorization 请求头中的 Bearer 令牌时存在 SQL 注入，未经身份验证的攻击者可执行未授权的 SQL 语句，并可借助写文件进一步实现远程代码执行。',
        description_en:
          'The Fabric Connector of FortiWeb builds a SQL query from the Bearer token of the Authorization header. An unauthenticated attacker can run unauthorized SQL statements and, by writing files, reach remote code execution.',
        demo_gif_url: '',
      },
      {
        name: 'Roundcube Webmail 反序列化远程代码执行漏洞',
        name_en: 'Roundcube Webmail Post-Auth Deserialization Remote Code Execution',
        cve_id: 'CVE-2025-49113',
        cvss: 9.9,
        fofa_query: 'app="Roundcube-Webmail"',
        product: 'Roundcube Webmail',
        asset_count: 128634,
        tags: ['反序列化', '远程代码执行', '需认证'],
        tags_en: ['Deserialization', 'RCE', 'Authenticated'],
        released_at: rel('2.9.2', true),
        description:
          'Roundcube Webmail 1.5.10 之前及 1.6.11 之前的版本中，program/actions/settings/upload.php 未校验 URL 中的 _from 参数，导致 PHP 对象反序列化，已认证用户可借此远程执行代码。',
        description_en:
          'Roundcube Webmail before 1.5.10 and 1.6.x before 1.6.11 does not validate the _from URL parameter in program/actions/settings/upload.php, leading to PHP object deserialization and remote code execution by authenticated users.',
        demo_gif_url: mediaTag('CVE-2025-49113'),
      },
      {
        name: 'SAP NetWeaver Visual Composer 未授权文件上传漏洞',
        name_en: 'SAP NetWeaver Visual Composer Unauthenticated File Upload',
        cve_id: 'CVE-2025-31324',
        cvss: 10.0,
        fofa_query: 'app="SAP-NetWeaver"',
        product: 'SAP NetWeaver Visual Composer',
        asset_count: 9642,
        tags: ['文件上传', '未授权访问', '严重', '在野利用'],
        tags_en: ['File Upload', 'Missing Authorization', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2'),
        description:
          'SAP NetWeaver Visual Composer 的 Metadata Uploader（/developmentserver/metadatauploader）缺少授权检查，未经身份验证的攻击者可上传恶意可执行文件，严重危害主机系统。',
        description_en:
          'The Metadata Uploader of SAP NetWeaver Visual Composer (/developmentserver/metadatauploader) lacks an authorization check, so an unauthenticated attacker can upload malicious executables and fully compromise the host.',
        demo_gif_url: media('CVE-2025-31324'),
      },
      {
        name: 'Erlang/OTP SSH 服务端未授权远程代码执行漏洞',
        name_en: 'Erlang/OTP SSH Server Unauthenticated Remote Code Execution',
        cve_id: 'CVE-2025-32433',
        cvss: 10.0,
        fofa_query: 'protocol="ssh" && banner="Erlang"',
        product: 'Erlang/OTP SSH',
        asset_count: 17359,
        tags: ['远程代码执行', '未授权访问', '严重'],
        tags_en: ['RCE', 'Unauthenticated', 'Critical'],
        released_at: rel('2.9.2'),
        description:
          'Erlang/OTP 的 SSH 服务端对 SSH 协议消息的处理存在缺陷，未经身份验证的攻击者可在认证完成前发送连接协议消息，在服务端执行任意代码。影响 OTP-27.3.3、OTP-26.2.5.11、OTP-25.3.2.20 之前的版本。',
        description_en:
          'The SSH server of Erlang/OTP mishandles SSH protocol messages: an unauthenticated attacker can send connection protocol messages before authentication and execute arbitrary code. Versions before OTP-27.3.3, OTP-26.2.5.11 and OTP-25.3.2.20 are affected.',
        demo_gif_url: '',
      },
      {
        name: 'Langflow 未授权代码注入漏洞',
        name_en: 'Langflow Unauthenticated Code Injection',
        cve_id: 'CVE-2025-3248',
        cvss: 9.8,
        fofa_query: 'title="Langflow"',
        product: 'Langflow',
        asset_count: 2876,
        tags: ['代码注入', '远程代码执行', '严重'],
        tags_en: ['Code Injection', 'RCE', 'Critical'],
        released_at: rel('2.9.2', true),
        description:
          'Langflow 1.3.0 之前版本的 /api/v1/validate/code 接口存在代码注入，未经身份验证的远程攻击者可发送特制 HTTP 请求执行任意代码。',
        description_en:
          'Langflow before 1.3.0 has a code injection flaw in the /api/v1/validate/code endpoint: a remote, unauthenticated attacker can send crafted HTTP requests to execute arbitrary code.',
        demo_gif_url: 'javascript:alert(1)',
      },
    ],
  },
  {
    created_at_week: '2026-45',
    push_data: [
      {
        name: 'Commvault Command Center 路径遍历远程代码执行漏洞',
        name_en: 'Commvault Command Center Path Traversal Remote Code Execution',
        cve_id: 'CVE-2025-34028',
        cvss: 10.0,
        fofa_query: 'app="Commvault-Command-Center"',
        product: 'Commvault Command Center',
        asset_count: 3148,
        tags: ['路径遍历', '远程代码执行', '严重'],
        tags_en: ['Path Traversal', 'RCE', 'Critical'],
        released_at: rel('2.9.2'),
        description:
          'Commvault Command Center Innovation Release 11.38.0 至 11.38.19 存在路径遍历漏洞，未经身份验证的攻击者可让服务器拉取并解压攻击者控制的 ZIP 文件，从而写入 Webshell 实现远程代码执行。',
        description_en:
          'A path traversal in Commvault Command Center Innovation Release 11.38.0 to 11.38.19 lets an unauthenticated attacker make the server fetch and unpack an attacker-controlled ZIP file, planting a webshell for remote code execution.',
        demo_gif_url: mediaTag('CVE-2025-34028'),
      },
      {
        name: 'CrushFTP AWS4-HMAC 认证绕过漏洞',
        name_en: 'CrushFTP AWS4-HMAC Authentication Bypass',
        cve_id: 'CVE-2025-31161',
        cvss: 9.8,
        fofa_query: 'app="CrushFTP"',
        product: 'CrushFTP',
        asset_count: 12094,
        tags: ['认证绕过', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2', true),
        description:
          'CrushFTP 10.8.4 之前的 10.x 与 11.3.1 之前的 11.x 版本在处理 AWS4-HMAC 授权头时存在认证绕过，远程攻击者可接管 crushadmin 等已知或可猜测的账户。',
        description_en:
          'CrushFTP 10.x before 10.8.4 and 11.x before 11.3.1 mishandle the AWS4-HMAC authorization header, allowing a remote attacker to take over known or guessable accounts such as crushadmin.',
        demo_gif_url: media('CVE-2025-31161'),
      },
      {
        name: 'Ivanti Connect Secure 栈缓冲区溢出远程代码执行漏洞',
        name_en: 'Ivanti Connect Secure Stack-Based Buffer Overflow Remote Code Execution',
        cve_id: 'CVE-2025-22457',
        cvss: 9.0,
        fofa_query: 'app="Ivanti-Connect-Secure"',
        product: 'Ivanti Connect Secure',
        asset_count: 26715,
        tags: ['缓冲区溢出', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Buffer Overflow', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2'),
        description:
          'Ivanti Connect Secure 22.7R2.6 之前版本以及 Policy Secure、ZTA 网关存在基于栈的缓冲区溢出，未经身份验证的远程攻击者可执行任意代码，已被在野利用。',
        description_en:
          'A stack-based buffer overflow in Ivanti Connect Secure before 22.7R2.6, Policy Secure and ZTA gateways allows a remote unauthenticated attacker to execute code. It has been exploited in the wild.',
        demo_gif_url: '',
      },
      {
        name: 'Gladinet CentreStack 硬编码密钥反序列化漏洞',
        name_en: 'Gladinet CentreStack Hard-Coded Machine Key Deserialization',
        cve_id: 'CVE-2025-30406',
        cvss: 9.0,
        fofa_query: 'title="CentreStack"',
        product: 'Gladinet CentreStack',
        asset_count: 1387,
        tags: ['硬编码密钥', '反序列化', '远程代码执行'],
        tags_en: ['Hard-Coded Key', 'Deserialization', 'RCE'],
        released_at: rel('2.9.2'),
        description:
          'Gladinet CentreStack 16.4.10315.56368 之前版本在 web.config 中使用硬编码的 machineKey，攻击者可伪造 ViewState 触发反序列化，实现远程代码执行，已被在野利用。',
        description_en:
          'Gladinet CentreStack before 16.4.10315.56368 ships a hard-coded machineKey in web.config. An attacker who knows it can forge ViewState data, triggering deserialization and remote code execution. It has been exploited in the wild.',
        demo_gif_url: mediaTag('CVE-2025-30406'),
      },
      {
        name: 'Next.js 中间件鉴权绕过漏洞',
        name_en: 'Next.js Middleware Authorization Bypass',
        cve_id: 'CVE-2025-29927',
        cvss: 9.1,
        fofa_query: 'app="Next.js"',
        product: 'Next.js',
        asset_count: 512380,
        tags: ['认证绕过', '严重'],
        tags_en: ['Authorization Bypass', 'Critical'],
        released_at: rel('2.9.2', true),
        description:
          'Next.js 通过 x-middleware-subrequest 请求头识别内部子请求，攻击者伪造该请求头即可跳过中间件，绕过在中间件中实现的鉴权检查。已在 12.3.5、13.5.9、14.2.25、15.2.3 中修复。',
        description_en:
          'Next.js uses the x-middleware-subrequest header to recognise internal subrequests; an attacker who forges it skips the middleware and any authorization check done there. Fixed in 12.3.5, 13.5.9, 14.2.25 and 15.2.3.',
        demo_gif_url: media('CVE-2025-29927'),
      },
      {
        name: 'Apache Tomcat 部分 PUT 远程代码执行漏洞',
        name_en: 'Apache Tomcat Partial PUT Remote Code Execution',
        cve_id: 'CVE-2025-24813',
        cvss: 9.8,
        fofa_query: 'app="Apache-Tomcat"',
        product: 'Apache Tomcat',
        asset_count: 893451,
        tags: ['路径等价', '反序列化', '远程代码执行'],
        tags_en: ['Path Equivalence', 'Deserialization', 'RCE'],
        released_at: rel('2.9.2', true),
        description:
          'Apache Tomcat 在默认 Servlet 开启写入（readonly=false）且支持部分 PUT 时存在路径等价问题；若同时使用基于文件的会话持久化和可被利用的反序列化依赖，攻击者可远程执行代码，或查看、篡改敏感文件。',
        description_en:
          'A path equivalence flaw in Apache Tomcat, when the default servlet has writes enabled (readonly=false) and partial PUT is supported, lets an attacker view or inject content into sensitive files, or execute code when file-based session persistence and a deserialization gadget library are present.',
        demo_gif_url: '',
      },
    ],
  },
  {
    created_at_week: '2026-44',
    push_data: [
      {
        name: 'Wazuh Server 反序列化远程代码执行漏洞',
        name_en: 'Wazuh Server Deserialization Remote Code Execution',
        cve_id: 'CVE-2025-24016',
        cvss: 9.9,
        fofa_query: 'title="Wazuh"',
        product: 'Wazuh',
        asset_count: 8954,
        tags: ['反序列化', '远程代码执行', '严重'],
        tags_en: ['Deserialization', 'RCE', 'Critical'],
        released_at: rel('2.9.2'),
        description:
          'Wazuh 4.4.0 至 4.9.0 的服务端在 DistributedAPI 中使用 as_wazuh_object 反序列化参数，拥有 API 访问权限的攻击者（或被控制的 Agent）可在服务端执行任意 Python 代码。',
        description_en:
          'Wazuh server 4.4.0 to 4.9.0 deserializes DistributedAPI parameters with as_wazuh_object, so an attacker with API access (or a compromised agent) can execute arbitrary Python code on the server.',
        demo_gif_url: media('CVE-2025-24016'),
      },
      {
        name: 'XWiki Platform SolrSearch 远程代码执行漏洞',
        name_en: 'XWiki Platform SolrSearch Remote Code Execution',
        cve_id: 'CVE-2025-24893',
        cvss: 9.8,
        fofa_query: 'app="XWiki"',
        product: 'XWiki Platform',
        asset_count: 5126,
        tags: ['代码注入', '远程代码执行', '严重'],
        tags_en: ['Code Injection', 'RCE', 'Critical'],
        released_at: rel('2.9.2', true),
        description:
          'XWiki Platform 的 Main.SolrSearch 页面在输出 RSS（media=rss）时对 text 参数执行宏渲染，任意访客均可注入 Groovy 代码执行系统命令。已在 15.10.11、16.4.1 与 16.5.0RC1 中修复。',
        description_en:
          'The Main.SolrSearch page of XWiki Platform renders macros in the text parameter of its RSS output (media=rss), so any guest can inject Groovy code, e.g. text=}}}{{async async=false}}{{groovy}}println("<script>alert(1)</script>"){{/groovy}}{{/async}}. Fixed in 15.10.11, 16.4.1 and 16.5.0RC1.',
        demo_gif_url: mediaTag('CVE-2025-24893'),
      },
      {
        name: 'SonicWall SMA1000 预认证反序列化漏洞',
        name_en: 'SonicWall SMA1000 Pre-Authentication Deserialization',
        cve_id: 'CVE-2025-23006',
        cvss: 9.8,
        fofa_query: 'app="SonicWALL-SMA1000"',
        product: 'SonicWall SMA1000',
        asset_count: 2431,
        tags: ['反序列化', '命令执行', '严重', '在野利用'],
        tags_en: ['Deserialization', 'Command Execution', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2'),
        description:
          'SonicWall SMA1000 的设备管理控制台（AMC）与中央管理控制台（CMC）存在预认证的不可信数据反序列化漏洞，未经身份验证的攻击者可执行任意系统命令，已被在野利用。',
        description_en:
          'A pre-authentication deserialization of untrusted data in the Appliance Management Console (AMC) and Central Management Console (CMC) of SonicWall SMA1000 lets an unauthenticated attacker run arbitrary OS commands. It has been exploited in the wild.',
        demo_gif_url: '',
      },
      {
        name: 'Ivanti Connect Secure 栈缓冲区溢出远程代码执行漏洞',
        name_en: 'Ivanti Connect Secure Stack-Based Buffer Overflow Remote Code Execution',
        cve_id: 'CVE-2025-0282',
        cvss: 9.0,
        fofa_query: 'app="Ivanti-Connect-Secure"',
        product: 'Ivanti Connect Secure',
        asset_count: 26715,
        tags: ['缓冲区溢出', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Buffer Overflow', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2', true),
        description:
          'Ivanti Connect Secure 22.7R2.5 之前、Policy Secure 22.7R1.2 之前以及 Neurons for ZTA 网关 22.7R2.3 之前版本存在基于栈的缓冲区溢出，未经身份验证的攻击者可远程执行代码，已被在野利用。',
        description_en:
          'A stack-based buffer overflow in Ivanti Connect Secure before 22.7R2.5, Policy Secure before 22.7R1.2 and Neurons for ZTA gateways before 22.7R2.3 allows unauthenticated remote code execution. It has been exploited in the wild.',
        demo_gif_url: media('CVE-2025-0282'),
      },
      {
        name: 'FortiOS/FortiProxy Node.js websocket 认证绕过漏洞',
        name_en: 'FortiOS and FortiProxy Node.js Websocket Authentication Bypass',
        cve_id: 'CVE-2024-55591',
        cvss: 9.6,
        fofa_query: 'app="FORTINET-FortiGate"',
        product: 'Fortinet FortiOS / FortiProxy',
        asset_count: 412587,
        tags: ['认证绕过', '权限提升', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'Privilege Escalation', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.2'),
        description:
          'FortiOS 7.0.0 至 7.0.16 以及 FortiProxy 7.0、7.2 部分版本的 Node.js websocket 模块存在认证绕过，远程攻击者可通过特制请求获取超级管理员权限，已被在野利用。',
        description_en:
          'An authentication bypass in the Node.js websocket module of FortiOS 7.0.0 to 7.0.16 and some FortiProxy 7.0 and 7.2 releases lets a remote attacker gain super-admin privileges with crafted requests. It has been exploited in the wild.',
        demo_gif_url: mediaTag('CVE-2024-55591'),
      },
      {
        name: 'Aviatrix Controller 未授权命令注入漏洞',
        name_en: 'Aviatrix Controller Unauthenticated Command Injection',
        cve_id: 'CVE-2024-50603',
        cvss: 10.0,
        fofa_query: 'title="Aviatrix Controller"',
        product: 'Aviatrix Controller',
        asset_count: 683,
        tags: ['命令注入', '远程代码执行', '严重'],
        tags_en: ['Command Injection', 'RCE', 'Critical'],
        released_at: rel('2.9.2'),
        description:
          'Aviatrix Controller 7.1.4191 与 7.2.4996 之前版本的 API 对 cloud_type 等参数中的特殊字符过滤不当，未经身份验证的攻击者可注入并执行任意操作系统命令。',
        description_en:
          'Aviatrix Controller before 7.1.4191 and 7.2.x before 7.2.4996 does not neutralise special characters in API parameters such as cloud_type, allowing unauthenticated attackers to execute arbitrary OS commands.',
        demo_gif_url: '',
      },
    ],
  },
  {
    created_at_week: '2026-43',
    push_data: [
      {
        name: 'BeyondTrust Remote Support 命令注入漏洞',
        name_en: 'BeyondTrust Remote Support Command Injection',
        cve_id: 'CVE-2024-12356',
        cvss: 9.8,
        fofa_query: 'app="BeyondTrust-Remote-Support"',
        product: 'BeyondTrust Remote Support / Privileged Remote Access',
        asset_count: 8472,
        tags: ['命令注入', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Command Injection', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'BeyondTrust Remote Support（RS）与 Privileged Remote Access（PRA）存在命令注入漏洞，未经身份验证的远程攻击者可以站点用户身份执行系统命令，已被在野利用。',
        description_en:
          'A command injection in BeyondTrust Remote Support (RS) and Privileged Remote Access (PRA) lets an unauthenticated remote attacker run OS commands as the site user. It has been exploited in the wild.',
        demo_gif_url: media('CVE-2024-12356'),
      },
      {
        name: 'Cleo Harmony/VLTrader/LexiCom 任意文件上传漏洞',
        name_en: 'Cleo Harmony, VLTrader and LexiCom Unrestricted File Upload',
        cve_id: 'CVE-2024-50623',
        cvss: 9.8,
        fofa_query: 'app="Cleo-Harmony" || app="Cleo-VLTrader" || app="Cleo-LexiCom"',
        product: 'Cleo Harmony / VLTrader / LexiCom',
        asset_count: 1542,
        tags: ['文件上传', '远程代码执行', '严重', '在野利用'],
        tags_en: ['File Upload', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'Cleo Harmony、VLTrader 与 LexiCom 5.8.0.21 之前版本存在不受限制的文件上传与下载，可导致远程代码执行，曾被 Cl0p 勒索团伙大规模利用。',
        description_en:
          'Cleo Harmony, VLTrader and LexiCom before 5.8.0.21 allow unrestricted file upload and download that can lead to remote code execution. The Cl0p group exploited it at scale.',
        demo_gif_url: '',
      },
      {
        name: 'FortiManager fgfmd 缺少认证远程代码执行漏洞（FortiJump）',
        name_en: 'FortiManager fgfmd Missing Authentication Remote Code Execution (FortiJump)',
        cve_id: 'CVE-2024-47575',
        cvss: 9.8,
        fofa_query: 'app="FORTINET-FortiManager"',
        product: 'Fortinet FortiManager',
        asset_count: 5918,
        tags: ['缺少认证', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Missing Authentication', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'FortiManager 的 fgfmd 守护进程对关键功能缺少身份认证，未经身份验证的远程攻击者可通过特制请求执行任意代码或命令。该漏洞被称为 FortiJump，已被在野利用。',
        description_en:
          'A missing authentication for a critical function in the fgfmd daemon of FortiManager lets a remote unauthenticated attacker execute arbitrary code or commands via crafted requests. Known as FortiJump, it has been exploited in the wild.',
        demo_gif_url: mediaTag('CVE-2024-47575'),
      },
      {
        name: 'Palo Alto Networks PAN-OS 管理界面认证绕过漏洞',
        name_en: 'Palo Alto Networks PAN-OS Management Interface Authentication Bypass',
        cve_id: 'CVE-2024-0012',
        cvss: 9.3,
        fofa_query: 'app="PaloAlto-PAN-OS"',
        product: 'Palo Alto Networks PAN-OS',
        asset_count: 11037,
        tags: ['认证绕过', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'PAN-OS 管理 Web 界面存在认证绕过，可访问管理界面的未经身份验证攻击者可获得管理员权限，并可与 CVE-2024-9474 组合以 root 权限执行命令。',
        description_en:
          'An authentication bypass in the PAN-OS management web interface gives an unauthenticated attacker with network access to it administrator privileges; chained with CVE-2024-9474 it yields command execution as root.',
        demo_gif_url: media('CVE-2024-0012'),
      },
      {
        name: 'Apache Solr PKIAuthenticationPlugin 认证绕过漏洞',
        name_en: 'Apache Solr PKIAuthenticationPlugin Authentication Bypass',
        cve_id: 'CVE-2024-45216',
        cvss: 9.8,
        fofa_query: 'app="APACHE-Solr"',
        product: 'Apache Solr',
        asset_count: 23861,
        tags: ['认证绕过', '严重'],
        tags_en: ['Authentication Bypass', 'Critical'],
        released_at: rel('2.9.1', true),
        description:
          'Apache Solr 使用 PKIAuthenticationPlugin（启用任意认证插件时默认开启）时，在任意 API 路径末尾追加伪造的 :/admin/info/key 即可绕过认证。影响 5.3.0 至 8.11.4 之前以及 9.0.0 至 9.7.0 之前的版本。',
        description_en:
          'When Apache Solr uses the PKIAuthenticationPlugin (enabled by default with any authentication plugin), appending a fake :/admin/info/key ending to any API path bypasses authentication. Versions 5.3.0 before 8.11.4 and 9.0.0 before 9.7.0 are affected.',
        demo_gif_url: '',
      },
      {
        name: 'Zabbix API CUser SQL 注入漏洞',
        name_en: 'Zabbix API CUser SQL Injection',
        cve_id: 'CVE-2024-42327',
        cvss: 9.9,
        fofa_query: 'app="Zabbix"',
        product: 'Zabbix',
        asset_count: 96470,
        tags: ['SQL注入', '需认证', '严重'],
        tags_en: ['SQL Injection', 'Authenticated', 'Critical'],
        released_at: rel('2.9.1', true),
        description:
          'Zabbix 前端 API 中 CUser 类的 addRelatedObjects 函数存在 SQL 注入，任何具有 API 访问权限的非管理员账户（包括默认 User 角色）均可利用。',
        description_en:
          'A SQL injection in the addRelatedObjects function of the CUser class in the Zabbix frontend API can be exploited by any non-admin account with API access, including the default User role.',
        demo_gif_url: mediaTag('CVE-2024-42327'),
      },
    ],
  },
  {
    created_at_week: '2026-42',
    push_data: [
      {
        name: 'Ivanti Cloud Services Appliance 路径遍历漏洞',
        name_en: 'Ivanti Cloud Services Appliance Path Traversal',
        cve_id: 'CVE-2024-8963',
        cvss: 9.4,
        fofa_query: 'title="Ivanti Cloud Services Appliance"',
        product: 'Ivanti Cloud Services Appliance',
        asset_count: 1046,
        tags: ['路径遍历', '认证绕过', '严重', '在野利用'],
        tags_en: ['Path Traversal', 'Authentication Bypass', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'Ivanti Cloud Services Appliance 4.6 Patch 519 之前版本存在路径遍历，未经身份验证的远程攻击者可访问受限功能；与 CVE-2024-8190 组合可绕过认证执行命令，已被在野利用。',
        description_en:
          'A path traversal in Ivanti Cloud Services Appliance before 4.6 Patch 519 lets a remote unauthenticated attacker reach restricted functionality; chained with CVE-2024-8190 it bypasses authentication and runs commands. It has been exploited in the wild.',
        demo_gif_url: media('CVE-2024-8963'),
      },
      {
        name: 'Progress WhatsUp Gold SQL 注入漏洞',
        name_en: 'Progress WhatsUp Gold SQL Injection',
        cve_id: 'CVE-2024-6670',
        cvss: 9.8,
        fofa_query: 'app="Progress-WhatsUp-Gold"',
        product: 'Progress WhatsUp Gold',
        asset_count: 1793,
        tags: ['SQL注入', '严重'],
        tags_en: ['SQL Injection', 'Critical'],
        released_at: rel('2.9.1', true),
        description:
          'Progress WhatsUp Gold 2024.0.0 之前版本在仅配置单个用户时存在 SQL 注入，未经身份验证的攻击者可获取用户的加密密码。',
        description_en:
          'In WhatsUp Gold versions released before 2024.0.0, if the application is configured with only a single user, a SQL injection allows an unauthenticated attacker to retrieve the user\u2019s encrypted password.',
        demo_gif_url: '',
      },
      {
        name: 'SonicWall SonicOS 不当访问控制漏洞',
        name_en: 'SonicWall SonicOS Improper Access Control',
        cve_id: 'CVE-2024-40766',
        cvss: 9.3,
        fofa_query: 'app="SonicWALL-SSL-VPN"',
        product: 'SonicWall SonicOS',
        asset_count: 168254,
        tags: ['访问控制', '严重', '在野利用'],
        tags_en: ['Improper Access Control', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'SonicWall SonicOS 的管理访问与 SSLVPN 存在不当访问控制，可导致未授权访问资源，特定条件下还会使防火墙崩溃。该漏洞已被勒索团伙利用。',
        description_en:
          'An improper access control in the management access and SSLVPN of SonicWall SonicOS may lead to unauthorized resource access and, in specific conditions, crash the firewall. Ransomware groups have exploited it.',
        demo_gif_url: mediaTag('CVE-2024-40766'),
      },
      {
        name: 'GitLab ruby-saml SAML 认证绕过漏洞',
        name_en: 'GitLab ruby-saml SAML Authentication Bypass',
        cve_id: 'CVE-2024-45409',
        cvss: 10.0,
        fofa_query: 'app="GitLab"',
        product: 'GitLab (ruby-saml)',
        asset_count: 154620,
        tags: ['认证绕过', '严重'],
        tags_en: ['Authentication Bypass', 'Critical'],
        released_at: rel('2.9.1', true),
        description:
          'Ruby-SAML 1.12.2 及之前以及 1.13.0 至 1.16.0 版本未正确校验 SAML 响应的签名，攻击者只要持有任意一份由 IdP 签名的 SAML 文档即可伪造响应，以任意用户身份登录启用了 SAML SSO 的 GitLab。',
        description_en:
          'Ruby-SAML up to 1.12.2 and 1.13.0 to 1.16.0 does not properly verify the signature of SAML responses. An attacker holding any SAML document signed by the IdP can forge a response and log in as any user on GitLab instances that use SAML SSO.',
        demo_gif_url: media('CVE-2024-45409'),
      },
      {
        name: 'Apache OFBiz 错误授权远程代码执行漏洞',
        name_en: 'Apache OFBiz Incorrect Authorization Remote Code Execution',
        cve_id: 'CVE-2024-38856',
        cvss: 9.8,
        fofa_query: 'app="Apache_OFBiz"',
        product: 'Apache OFBiz',
        asset_count: 4365,
        tags: ['错误授权', '远程代码执行', '严重'],
        tags_en: ['Incorrect Authorization', 'RCE', 'Critical'],
        released_at: rel('2.9.1'),
        description:
          'Apache OFBiz 18.12.14 及之前版本存在错误授权，未经身份验证的攻击者可借助 override view 功能访问需要认证的端点（如 ProgramExport），进而执行 Groovy 代码。',
        description_en:
          'An incorrect authorization in Apache OFBiz up to 18.12.14 lets unauthenticated users reach authenticated endpoints such as ProgramExport through the override view feature, and run Groovy code there.',
        demo_gif_url: '',
      },
      {
        name: 'Ivanti Virtual Traffic Manager 认证绕过漏洞',
        name_en: 'Ivanti Virtual Traffic Manager Authentication Bypass',
        cve_id: 'CVE-2024-7593',
        cvss: 9.8,
        fofa_query: 'title="Virtual Traffic Manager"',
        product: 'Ivanti Virtual Traffic Manager',
        asset_count: 872,
        tags: ['认证绕过', '严重'],
        tags_en: ['Authentication Bypass', 'Critical'],
        released_at: rel('2.9.1'),
        description:
          'Ivanti Virtual Traffic Manager（vTM）的认证算法实现有误，未经身份验证的远程攻击者可绕过管理面板认证并创建管理员账户。',
        description_en:
          'An incorrect implementation of an authentication algorithm in Ivanti Virtual Traffic Manager (vTM) lets a remote unauthenticated attacker bypass authentication of the admin panel and create an administrator account.',
        demo_gif_url: mediaTag('CVE-2024-7593'),
      },
    ],
  },
  {
    created_at_week: '2026-41',
    push_data: [
      {
        name: 'GeoServer OGC 属性名表达式远程代码执行漏洞',
        name_en: 'GeoServer OGC Property Name Evaluation Remote Code Execution',
        cve_id: 'CVE-2024-36401',
        cvss: 9.8,
        fofa_query: 'title="GeoServer"',
        product: 'GeoServer',
        asset_count: 31580,
        tags: ['远程代码执行', '严重', '在野利用'],
        tags_en: ['RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'GeoServer 借助 GeoTools 将 OGC 请求中的属性名当作 XPath 表达式求值，未经身份验证的攻击者可通过 WFS GetFeature 等请求执行任意代码。影响 2.23.6、2.24.4、2.25.2 之前的版本。',
        description_en:
          'GeoServer evaluates property names in OGC requests as XPath expressions through GeoTools, allowing unauthenticated attackers to execute code with requests such as WFS GetFeature. Versions before 2.23.6, 2.24.4 and 2.25.2 are affected.',
        demo_gif_url: media('CVE-2024-36401'),
      },
      {
        name: 'PHP-CGI 参数注入远程代码执行漏洞',
        name_en: 'PHP-CGI Argument Injection Remote Code Execution',
        cve_id: 'CVE-2024-4577',
        cvss: 9.8,
        fofa_query: 'app="XAMPP"',
        product: 'PHP (CGI on Windows)',
        asset_count: 67204,
        tags: ['参数注入', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Argument Injection', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'Windows 上以 CGI 模式运行的 PHP 在使用简体中文、繁体中文或日语代码页时，Best-Fit 字符映射会把软连字符转换为“-”，攻击者可绕过 CVE-2012-1823 的修复注入 PHP 参数并执行任意代码。',
        description_en:
          'PHP running as CGI on Windows with Chinese (simplified or traditional) or Japanese code pages converts a soft hyphen into "-" through Best-Fit mapping, letting attackers bypass the CVE-2012-1823 fix, inject PHP options and execute code.',
        demo_gif_url: mediaTag('CVE-2024-4577'),
      },
      {
        name: 'Apache HugeGraph-Server Gremlin 远程代码执行漏洞',
        name_en: 'Apache HugeGraph-Server Gremlin Remote Code Execution',
        cve_id: 'CVE-2024-27348',
        cvss: 9.8,
        fofa_query: 'app="HugeGraph"',
        product: 'Apache HugeGraph-Server',
        asset_count: 1208,
        tags: ['沙箱绕过', '远程代码执行', '严重'],
        tags_en: ['Sandbox Bypass', 'RCE', 'Critical'],
        released_at: rel('2.9.1'),
        description:
          'Apache HugeGraph-Server 1.0.0 至 1.3.0 之前版本在 Java 8 与 Java 11 环境下，攻击者可通过 Gremlin 接口绕过沙箱限制执行任意命令。',
        description_en:
          'Apache HugeGraph-Server 1.0.0 before 1.3.0, on Java 8 and Java 11, lets attackers bypass the sandbox through the Gremlin interface and execute arbitrary commands.',
        demo_gif_url: '',
      },
      {
        name: 'Rejetto HTTP File Server 模板注入远程代码执行漏洞',
        name_en: 'Rejetto HTTP File Server Template Injection Remote Code Execution',
        cve_id: 'CVE-2024-23692',
        cvss: 9.8,
        fofa_query: 'app="HFS"',
        product: 'Rejetto HTTP File Server',
        asset_count: 3985,
        tags: ['模板注入', '远程代码执行', '严重'],
        tags_en: ['Template Injection', 'RCE', 'Critical'],
        released_at: rel('2.9.1', true),
        description:
          'Rejetto HTTP File Server 2.3m 及之前版本存在模板注入，未经身份验证的远程攻击者可发送特制 HTTP 请求执行任意系统命令。该版本已停止维护。',
        description_en:
          'Rejetto HTTP File Server up to and including 2.3m has a template injection that lets a remote unauthenticated attacker execute arbitrary commands with a crafted HTTP request. This version is no longer supported.',
        demo_gif_url: media('CVE-2024-23692'),
      },
      {
        name: 'Palo Alto Networks PAN-OS GlobalProtect 命令注入漏洞',
        name_en: 'Palo Alto Networks PAN-OS GlobalProtect Command Injection',
        cve_id: 'CVE-2024-3400',
        cvss: 10.0,
        fofa_query: 'app="PaloAlto-GlobalProtect"',
        product: 'Palo Alto Networks PAN-OS',
        asset_count: 57612,
        tags: ['命令注入', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Command Injection', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'PAN-OS 10.2、11.0、11.1 部分版本的 GlobalProtect 功能存在由任意文件创建引发的命令注入，未经身份验证的攻击者可在防火墙上以 root 权限执行任意代码，已被在野利用。',
        description_en:
          'A command injection resulting from arbitrary file creation in the GlobalProtect feature of specific PAN-OS 10.2, 11.0 and 11.1 versions lets an unauthenticated attacker execute code with root privileges on the firewall. It has been exploited in the wild.',
        demo_gif_url: '',
      },
      {
        name: 'D-Link DNS 系列 NAS 命令注入漏洞',
        name_en: 'D-Link DNS Series NAS Command Injection',
        cve_id: 'CVE-2024-3273',
        cvss: 9.8,
        fofa_query: 'app="D_Link-DNS-ShareCenter"',
        product: 'D-Link DNS-320L / DNS-325 / DNS-327L / DNS-340L',
        asset_count: 61842,
        tags: ['命令注入', '硬编码凭据', '严重', '在野利用'],
        tags_en: ['Command Injection', 'Hard-Coded Credentials', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'D-Link DNS-320L、DNS-325、DNS-327L、DNS-340L 等已停止支持的 NAS 设备中，/cgi-bin/nas_sharing.cgi 存在硬编码账户以及 system 参数命令注入，可导致远程命令执行。',
        description_en:
          'In end-of-life D-Link NAS devices such as DNS-320L, DNS-325, DNS-327L and DNS-340L, /cgi-bin/nas_sharing.cgi has a hard-coded account and a command injection through the system parameter, leading to remote command execution.',
        demo_gif_url: mediaTag('CVE-2024-3273'),
      },
      {
        name: 'FortiOS SSL VPN 越界写远程代码执行漏洞',
        name_en: 'FortiOS SSL VPN Out-of-Bounds Write Remote Code Execution',
        cve_id: 'CVE-2024-21762',
        cvss: 9.6,
        fofa_query: 'app="FORTINET-FortiGate"',
        product: 'Fortinet FortiOS',
        asset_count: 412587,
        tags: ['越界写', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Out-of-Bounds Write', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'FortiOS 与 FortiProxy 的 SSL VPN 存在越界写漏洞，未经身份验证的远程攻击者可通过特制 HTTP 请求执行任意代码或命令，已被在野利用。',
        description_en:
          'An out-of-bounds write in the SSL VPN of FortiOS and FortiProxy lets a remote unauthenticated attacker execute arbitrary code or commands with crafted HTTP requests. It has been exploited in the wild.',
        demo_gif_url: media('CVE-2024-21762'),
      },
    ],
  },
  {
    created_at_week: '2026-40',
    push_data: [
      {
        name: 'Jenkins CLI 任意文件读取漏洞',
        name_en: 'Jenkins CLI Arbitrary File Read',
        cve_id: 'CVE-2024-23897',
        cvss: 9.8,
        fofa_query: 'app="Jenkins"',
        product: 'Jenkins',
        asset_count: 143285,
        tags: ['任意文件读取', '严重', '在野利用'],
        tags_en: ['Arbitrary File Read', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'Jenkins 2.441 及之前、LTS 2.426.2 及之前版本的 CLI 命令解析器未禁用 args4j 的“@文件路径”展开特性，未经身份验证的攻击者可读取控制器文件系统上任意文件的前几行，拥有 Overall/Read 权限时可读取完整文件，进而可能实现远程代码执行。',
        description_en:
          'Jenkins 2.441 and earlier, LTS 2.426.2 and earlier, do not disable the args4j feature that replaces "@" followed by a file path with the file contents in CLI arguments. Unauthenticated attackers can read the first lines of arbitrary files on the controller, and users with Overall/Read whole files, which may lead to RCE.',
        demo_gif_url: media('CVE-2024-23897'),
      },
      {
        name: 'Ivanti Connect Secure 命令注入漏洞',
        name_en: 'Ivanti Connect Secure Command Injection',
        cve_id: 'CVE-2024-21887',
        cvss: 9.1,
        fofa_query: 'app="Ivanti-Connect-Secure"',
        product: 'Ivanti Connect Secure / Policy Secure',
        asset_count: 26715,
        tags: ['命令注入', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Command Injection', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'Ivanti Connect Secure 与 Policy Secure 9.x、22.x 的 Web 组件存在命令注入，已认证的管理员可执行任意命令；与认证绕过漏洞 CVE-2023-46805 组合后可实现未授权远程代码执行。',
        description_en:
          'A command injection in the web component of Ivanti Connect Secure and Policy Secure 9.x and 22.x lets an authenticated administrator run arbitrary commands; chained with the authentication bypass CVE-2023-46805 it gives unauthenticated remote code execution.',
        demo_gif_url: '',
      },
      {
        name: 'ConnectWise ScreenConnect 认证绕过漏洞',
        name_en: 'ConnectWise ScreenConnect Authentication Bypass',
        cve_id: 'CVE-2024-1709',
        cvss: 10.0,
        fofa_query: 'app="ScreenConnect-Remote-Support-Software"',
        product: 'ConnectWise ScreenConnect',
        asset_count: 9870,
        tags: ['认证绕过', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'ConnectWise ScreenConnect 23.9.7 及之前版本可通过替代路径访问 SetupWizard.aspx，攻击者可重新执行安装向导创建管理员账户，进而完全控制服务器。',
        description_en:
          'ConnectWise ScreenConnect 23.9.7 and earlier let an attacker reach SetupWizard.aspx through an alternate path, rerun the setup wizard, create an administrator account and take over the server.',
        demo_gif_url: mediaTag('CVE-2024-1709'),
      },
      {
        name: 'JetBrains TeamCity 认证绕过漏洞',
        name_en: 'JetBrains TeamCity Authentication Bypass',
        cve_id: 'CVE-2024-27198',
        cvss: 9.8,
        fofa_query: 'app="JetBrains-TeamCity"',
        product: 'JetBrains TeamCity',
        asset_count: 6413,
        tags: ['认证绕过', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'JetBrains TeamCity 2023.11.4 之前版本存在认证绕过，未经身份验证的攻击者可执行管理操作，例如创建管理员账户或生成访问令牌，从而完全控制服务器。',
        description_en:
          'In JetBrains TeamCity before 2023.11.4 an authentication bypass lets unauthenticated attackers perform admin actions, such as creating an administrator account or an access token, and take full control of the server.',
        demo_gif_url: media('CVE-2024-27198'),
      },
      {
        name: 'Atlassian Confluence 模板注入远程代码执行漏洞',
        name_en: 'Atlassian Confluence Template Injection Remote Code Execution',
        cve_id: 'CVE-2023-22527',
        cvss: 10.0,
        fofa_query: 'app="Atlassian-Confluence"',
        product: 'Atlassian Confluence Data Center / Server',
        asset_count: 74926,
        tags: ['模板注入', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Template Injection', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1', true),
        description:
          'Confluence Data Center 与 Server 的过期版本（8.0.x 至 8.5.3）存在 OGNL 模板注入，未经身份验证的攻击者可在受影响实例上远程执行代码。',
        description_en:
          'A template injection in out-of-date versions of Confluence Data Center and Server (8.0.x to 8.5.3) allows an unauthenticated attacker to achieve remote code execution on an affected instance.',
        demo_gif_url: '',
      },
      {
        name: 'Citrix NetScaler ADC/Gateway 敏感信息泄露漏洞（Citrix Bleed）',
        name_en: 'Citrix NetScaler ADC and Gateway Sensitive Information Disclosure (Citrix Bleed)',
        cve_id: 'CVE-2023-4966',
        cvss: 9.4,
        fofa_query: 'app="Citrix-NetScaler-Gateway"',
        product: 'NetScaler ADC / NetScaler Gateway',
        asset_count: 35874,
        tags: ['信息泄露', '会话劫持', '严重', '在野利用'],
        tags_en: ['Information Disclosure', 'Session Hijacking', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.1'),
        description:
          'NetScaler ADC 与 Gateway 配置为 Gateway 或 AAA 虚拟服务器时存在敏感信息泄露，攻击者可读取内存中的会话令牌并劫持已认证会话，该漏洞被称为 Citrix Bleed。',
        description_en:
          'NetScaler ADC and Gateway configured as a Gateway or AAA virtual server leak memory contents, letting attackers steal session tokens and hijack authenticated sessions. It is known as Citrix Bleed.',
        demo_gif_url: mediaTag('CVE-2023-4966'),
      },
    ],
  },
  {
    created_at_week: '2026-39',
    push_data: [
      {
        name: 'Apache ActiveMQ OpenWire 反序列化远程代码执行漏洞',
        name_en: 'Apache ActiveMQ OpenWire Deserialization Remote Code Execution',
        cve_id: 'CVE-2023-46604',
        cvss: 9.8,
        fofa_query: 'app="APACHE-ActiveMQ"',
        product: 'Apache ActiveMQ',
        asset_count: 18735,
        tags: ['反序列化', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Deserialization', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.0', true),
        description:
          'Apache ActiveMQ 的 Java OpenWire 协议编组器在反序列化时未校验类型，可访问 OpenWire 端口的远程攻击者可让 Broker 或客户端实例化 classpath 上的任意类并执行命令。影响 5.15.16、5.16.7、5.17.6、5.18.3 之前的版本。',
        description_en:
          'The Java OpenWire protocol marshaller of Apache ActiveMQ does not check class types, so a remote attacker with access to the OpenWire port can make a broker or client instantiate any class on the classpath and run commands. Versions before 5.15.16, 5.16.7, 5.17.6 and 5.18.3 are affected.',
        demo_gif_url: media('CVE-2023-46604'),
      },
      {
        name: 'Apache Struts 2 文件上传路径遍历远程代码执行漏洞',
        name_en: 'Apache Struts 2 File Upload Path Traversal Remote Code Execution',
        cve_id: 'CVE-2023-50164',
        cvss: 9.8,
        fofa_query: 'app="Struts2"',
        product: 'Apache Struts 2',
        asset_count: 42317,
        tags: ['文件上传', '路径遍历', '远程代码执行'],
        tags_en: ['File Upload', 'Path Traversal', 'RCE'],
        released_at: rel('2.9.0', true),
        description:
          'Apache Struts 2.0.0 至 2.5.32 以及 6.0.0 至 6.3.0.1 版本中，攻击者可操纵文件上传参数实现路径遍历，在特定条件下上传恶意文件并远程执行代码。',
        description_en:
          'In Apache Struts 2.0.0 to 2.5.32 and 6.0.0 to 6.3.0.1 an attacker can manipulate file upload parameters to enable path traversal and, under some circumstances, upload a malicious file that leads to remote code execution.',
        demo_gif_url: '',
      },
      {
        name: 'F5 BIG-IP 配置工具未授权远程代码执行漏洞',
        name_en: 'F5 BIG-IP Configuration Utility Unauthenticated Remote Code Execution',
        cve_id: 'CVE-2023-46747',
        cvss: 9.8,
        fofa_query: 'app="F5-BIGIP"',
        product: 'F5 BIG-IP',
        asset_count: 86342,
        tags: ['请求走私', '认证绕过', '远程代码执行', '在野利用'],
        tags_en: ['Request Smuggling', 'Authentication Bypass', 'RCE', 'Exploited in the wild'],
        released_at: rel('2.9.0'),
        description:
          'F5 BIG-IP 的配置工具（TMUI）存在未授权请求走私，可通过管理端口或自有 IP 访问配置工具的未经身份验证攻击者可执行任意系统命令。',
        description_en:
          'Undisclosed requests to the Configuration utility (TMUI) of F5 BIG-IP can bypass authentication through request smuggling, letting an unauthenticated attacker with network access via the management port or self IPs execute arbitrary system commands.',
        demo_gif_url: mediaTag('CVE-2023-46747'),
      },
      {
        name: 'JetBrains TeamCity 认证绕过远程代码执行漏洞',
        name_en: 'JetBrains TeamCity Authentication Bypass Remote Code Execution',
        cve_id: 'CVE-2023-42793',
        cvss: 9.8,
        fofa_query: 'app="JetBrains-TeamCity"',
        product: 'JetBrains TeamCity',
        asset_count: 6413,
        tags: ['认证绕过', '远程代码执行', '严重', '在野利用'],
        tags_en: ['Authentication Bypass', 'RCE', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.0'),
        description:
          'JetBrains TeamCity 2023.05.4 之前版本存在认证绕过，未经身份验证的攻击者可在 TeamCity 服务器上远程执行代码，已被多个 APT 组织利用。',
        description_en:
          'In JetBrains TeamCity before 2023.05.4 an authentication bypass leads to remote code execution on the TeamCity server. Several state-sponsored groups have exploited it.',
        demo_gif_url: media('CVE-2023-42793'),
      },
      {
        name: 'Cisco IOS XE Web UI 权限提升漏洞',
        name_en: 'Cisco IOS XE Web UI Privilege Escalation',
        cve_id: 'CVE-2023-20198',
        cvss: 10.0,
        fofa_query: 'app="CISCO-IOS-XE"',
        product: 'Cisco IOS XE',
        asset_count: 39548,
        tags: ['权限提升', '严重', '在野利用'],
        tags_en: ['Privilege Escalation', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.0', true),
        description:
          'Cisco IOS XE 软件的 Web UI 功能存在权限提升漏洞，未经身份验证的远程攻击者可创建 15 级权限账户并完全控制设备，曾被大规模在野利用植入后门。',
        description_en:
          'The web UI feature of Cisco IOS XE software lets a remote unauthenticated attacker create an account with privilege level 15 and take full control of the device. It was mass-exploited to plant implants.',
        demo_gif_url: '',
      },
      {
        name: 'GitLab 密码重置账户接管漏洞',
        name_en: 'GitLab Password Reset Account Takeover',
        cve_id: 'CVE-2023-7028',
        cvss: 10.0,
        fofa_query: 'app="GitLab"',
        product: 'GitLab CE/EE',
        asset_count: 154620,
        tags: ['账户接管', '严重', '在野利用'],
        tags_en: ['Account Takeover', 'Critical', 'Exploited in the wild'],
        released_at: rel('2.9.0'),
        description:
          'GitLab CE/EE 16.1 至 16.7 的多个版本允许将密码重置邮件发送到未经验证的邮箱地址，攻击者无需交互即可接管任意用户账户。已在 16.5.6、16.6.4、16.7.2 等版本中修复。',
        description_en:
          'Several GitLab CE/EE versions from 16.1 to 16.7 send password reset emails to an unverified email address, allowing account takeover without user interaction. Fixed in 16.5.6, 16.6.4, 16.7.2 and others.',
        demo_gif_url: mediaTag('CVE-2023-7028'),
      },
    ],
  },
];
