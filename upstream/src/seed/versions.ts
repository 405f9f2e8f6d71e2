import type { Version } from '../../../contract/version.ts';

const base = 'https://download.example.com/scanner';

/** Build the three per-OS download URLs of one release. */
function downloads(v: string) {
  return {
    win_download_url: `${base}/${v}/scanner-${v}-windows-x64.zip`,
    mac_download_url: `${base}/${v}/scanner-${v}-macos-universal.dmg`,
    linux_download_url: `${base}/${v}/scanner-${v}-linux-x64.tar.gz`,
  };
}

function release(version: string, created_at: string, en: string[], zh: string[]): Omit<Version, 'id'> {
  return {
    name: `Tidewatch ${version}`,
    version,
    version_base: version.split('.').slice(0, 2).join('.'),
    created_at,
    ...downloads(version),
    content: [...en.map((l) => `- ${l}`), '', ...zh.map((l) => `- ${l}`)].join('\n'),
  };
}

/** Released versions, newest first (the first entry is the latest). */
export const versions: Omit<Version, 'id'>[] = [
  release(
    '2.9.3',
    '2026-11-17 10:00:00',
    [
      'Added 6 PoCs for this week\'s hot vulnerabilities (Oracle E-Business Suite, WSUS, Cisco ASA, GoAnywhere MFT, NetScaler, SharePoint).',
      'Asset table: export now keeps the column order chosen by the user.',
      'Fixed the scan progress bar stopping at 99% when a host drops mid-scan.',
    ],
    [
      '新增本周热点漏洞 PoC 6 个（Oracle E-Business Suite、WSUS、Cisco ASA、GoAnywhere MFT、NetScaler、SharePoint）。',
      '资产表格：导出时保留用户自定义的列顺序。',
      '修复扫描过程中主机掉线导致进度条停在 99% 的问题。',
    ],
  ),
  release(
    '2.9.2',
    '2026-10-28 15:30:00',
    [
      'New fingerprint rules for VPN gateways and managed file transfer products.',
      'Session terminal: SSH key authentication supports ed25519 keys.',
      'Reduced memory use of large scans (over 100,000 IPs) by about 30%.',
    ],
    [
      '新增 VPN 网关、文件传输类产品指纹规则。',
      '会话终端：SSH 密钥认证支持 ed25519 密钥。',
      '大规模扫描（10 万 IP 以上）内存占用降低约 30%。',
    ],
  ),
  release(
    '2.9.1',
    '2026-09-30 11:00:00',
    [
      'Vulnerability list can be filtered by CVSS score and tag.',
      'Extension API: proxyRequest accepts larger request bodies.',
      'Fixed a crash when importing targets from an empty CSV file.',
    ],
    [
      '漏洞列表支持按 CVSS 分数和标签筛选。',
      '插件 API：proxyRequest 支持更大的请求体。',
      '修复导入空 CSV 目标文件时程序崩溃的问题。',
    ],
  ),
  release(
    '2.9.0',
    '2026-08-20 09:30:00',
    [
      'New scan engine with adaptive rate control.',
      'Reports: new HTML and DOCX report templates.',
      'Dark theme refreshed; the theme variables navSelectBackground and chartColors were added.',
    ],
    [
      '全新扫描引擎，支持自适应速率控制。',
      '报告：新增 HTML 与 DOCX 报告模板。',
      '暗色主题更新，新增主题变量 navSelectBackground 与 chartColors。',
    ],
  ),
  release(
    '2.8.6',
    '2026-06-18 14:00:00',
    [
      'Protocol links: start a scan or open the scan dialog from a browser link (ips and ports lists).',
      'UDP port scanning is faster on Windows.',
      'Fixed wrong screenshots for HTTPS services with SNI.',
    ],
    [
      '协议链接：可从浏览器链接直接发起扫描或打开扫描弹窗（ips、ports 列表）。',
      'Windows 下 UDP 端口扫描速度提升。',
      '修复启用 SNI 的 HTTPS 服务截图错误的问题。',
    ],
  ),
  release(
    '2.8.2',
    '2026-04-09 16:20:00',
    [
      'Weak password detection covers 40 more device types.',
      'Scan tasks can be paused and resumed after a restart.',
      'macOS build is now a universal binary (Apple silicon and Intel).',
    ],
    [
      '弱口令检测新增 40 种设备类型。',
      '扫描任务支持重启后暂停与继续。',
      'macOS 安装包改为通用二进制（同时支持 Apple 芯片与 Intel）。',
    ],
  ),
  release(
    '2.7.5',
    '2026-02-05 10:45:00',
    [
      'Asset mapping: new map view grouped by country and ASN.',
      'Extension market can be searched by engine version.',
      'Fixed the Linux build failing to start on systems without a system tray.',
    ],
    [
      '资产测绘：新增按国家与 ASN 分组的地图视图。',
      '插件市场支持按引擎版本搜索。',
      '修复 Linux 版本在无系统托盘的环境下无法启动的问题。',
    ],
  ),
  release(
    '2.6.3',
    '2025-11-27 09:00:00',
    [
      'PoC editor: syntax highlighting and one-click verification against a single target.',
      'Added Japanese and Korean interface translations.',
    ],
    [
      'PoC 编辑器：语法高亮，支持针对单个目标一键验证。',
      '新增日语、韩语界面翻译。',
    ],
  ),
  release(
    '2.5.4',
    '2025-09-16 17:10:00',
    [
      'Proxy support (HTTP and SOCKS5) for all scan modules.',
      'Fixed duplicated vulnerabilities in exported reports.',
    ],
    [
      '所有扫描模块支持 HTTP 与 SOCKS5 代理。',
      '修复导出报告中漏洞重复的问题。',
    ],
  ),
  release(
    '2.4.8',
    '2025-07-08 13:30:00',
    [
      'Website screenshots are taken in parallel.',
      'Improved favicon hash matching.',
      'Security fixes in the bundled browser component.',
    ],
    [
      '网站截图改为并行处理。',
      '优化 favicon 哈希匹配。',
      '修复内置浏览器组件的安全问题。',
    ],
  ),
];
