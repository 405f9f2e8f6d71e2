/**
 * Tidewatch desktop scanner: type declarations of the extension scripting API.
 *
 * Use in an extension project (plain JavaScript or TypeScript), next to your main script:
 *
 *   /// <reference path="./tidewatch-extension.d.ts" />
 *
 * In a JavaScript file add `// @ts-check` as the first line (or `"checkJs": true` in a jsconfig.json)
 * to get errors as well as completion. This file is a global script: it declares the global
 * `tidewatch` object (used directly in main and in showPage pages) and `window.parent.tidewatch`
 * (used in iframe popup pages). It adds no code to your extension; do not ship it in the package.
 *
 * The declarations describe the API of current clients. Each call notes the first client version
 * that has it ("@since"); set your manifest's `engines` to at least the highest version you use.
 * Calls without "@since" are part of the original extension API.
 *
 * Documentation: the extension developer documentation on the Tidewatch website (/doc), section "API reference".
 */

// ---------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------

/** Interface language codes of the client: English, Chinese, German, Japanese, Korean, French. */
type TidewatchLanguage = 'EN' | 'CN' | 'DE' | 'JA' | 'KO' | 'FR';

/** Languages a translation file can be written for (English is the manifest itself). */
type TidewatchTranslationLanguage = Exclude<TidewatchLanguage, 'EN'>;

// ---------------------------------------------------------------------------------------------
// Manifest (package.json)
// ---------------------------------------------------------------------------------------------

/** The view entry points (places in the client where an extension can add a button). */
type TidewatchViewPoint =
  /** Top of the scan popup. Command content: none. */
  | 'scanDia'
  /** The moreOptions menu of the scan result page. Command content: none. @deprecated since 1.8.237, use `toolbar`. */
  | 'scanRes.moreOptions'
  /** Title bar of the banner list on the IP detail page. Command content: {@link TidewatchBannerTopContent}. */
  | 'ipDetail.bannerTop'
  /** Each row of the vulnerability list. Command content: {@link TidewatchVulnerabilityContent}. */
  | 'vulList'
  /** The web finder page. Command content: none. */
  | 'webfinder'
  /** The left navigation bar. Command content: none. @since 1.8.225 @deprecated since 1.8.237, use `toolbar`. */
  | 'leftNav'
  /** The toolbar. Command content: none. @since 1.8.230 */
  | 'toolbar';

/** One button an extension adds at a view entry point. */
interface TidewatchViewEntry {
  /** Required. Name of the command (see `registerCommand`) run when the button is clicked. */
  command: string;
  /** Text of the button or menu item. */
  title?: string;
  /** Path of the button's icon inside the package, e.g. "./assets/scan.png". */
  icon?: string;
  /** Tooltip. Defaults to `title`, then to the extension name. */
  tips?: string;
  /**
   * Name of a command that returns true or false; the button shows only when it returns true.
   * The command gets the same content as `command`. On `vulList` it decides per vulnerability.
   */
  visible?: string;
}

/** One setting of the extension, edited by the user in the extension's settings dialog. */
interface TidewatchConfigurationItem {
  /** Only "string" is supported. */
  type: 'string';
  /** Value used until the user sets one. */
  default?: string;
  /** Label of the setting in the settings dialog. */
  description?: string;
  /** true: the settings dialog offers a file picker, and the value may be set from a file path. */
  fromDialog?: boolean;
}

/**
 * Buttons by view entry point, as published extensions write them: a list per entry point, with the two-part
 * points grouped by their page —
 * `{ "ipDetail": { "bannerTop": [ … ] }, "scanRes": { "moreOptions": [ … ] }, "toolbar": [ … ] }`.
 * The dotted key (`"ipDetail.bannerTop": [ … ]`) names the same place and is accepted too.
 */
type TidewatchViews<Entry = TidewatchViewEntry> = {
  /** Top of the scan popup. */
  scanDia?: Entry[];
  /** The scan result page. */
  scanRes?: {
    /** Its moreOptions menu. @deprecated since 1.8.237, use `toolbar`. */
    moreOptions?: Entry[];
  };
  /** The IP detail page. */
  ipDetail?: {
    /** Title bar of its banner list; the command gets {@link TidewatchBannerTopContent}. */
    bannerTop?: Entry[];
  };
  /** Each row of the vulnerability list; the command gets {@link TidewatchVulnerabilityContent}. */
  vulList?: Entry[];
  /** The web finder page. */
  webfinder?: Entry[];
  /** The left navigation bar. @since 1.8.225 @deprecated since 1.8.237, use `toolbar`. */
  leftNav?: Entry[];
  /** The toolbar. @since 1.8.230 */
  toolbar?: Entry[];
  /** The same place as `scanRes: { moreOptions }`. @deprecated since 1.8.237, use `toolbar`. */
  'scanRes.moreOptions'?: Entry[];
  /** The same place as `ipDetail: { bannerTop }`. */
  'ipDetail.bannerTop'?: Entry[];
};

/** What the extension adds to the client. */
interface TidewatchContributes {
  /** Settings, keyed by setting name (the name used with getConfiguration / setConfiguration). */
  configuration?: Record<string, TidewatchConfigurationItem>;
  /** Buttons, by view entry point; each point takes a list of entries. */
  views?: TidewatchViews;
  /** Colour themes (theme extensions only). */
  themes?: TidewatchThemeContribution[];
}

/**
 * package.json of an extension; it must be in the extension's root folder.
 *
 * The market signs every approved package: `<download URL>.sig` holds the base64 Ed25519 signature of the zip's
 * exact bytes, verified with the site's key at /api/plugin-signing-key (SPKI PEM); the client installs a package
 * only when it verifies. See "Publishing → How the client checks a package" in the documentation.
 */
interface TidewatchManifest {
  /** Required. Extension name; the extension ID is `publisher.name`. It may hold dots ("ysoserial-0.0.6-all.jar"), not slashes. */
  name: string;
  /** Name shown in the market in place of `name`, e.g. "Whois Lens". */
  displayName?: string;
  /**
   * Required. Your publisher name (letters, digits, single spaces, - and _, 2 to 64 characters, no dot, e.g.
   * "Acme Team"); the extension ID is `publisher.name`.
   */
  publisher: string;
  /** Required. Minimum client version that can run the extension, e.g. "1.6.170". */
  engines: string;
  /** Required. Version of the extension; must be higher on every update you upload, e.g. "1.0.1". */
  version: string;
  /** Required. Path of the entry script inside the package, e.g. "./src/main.js". */
  main: string;
  /** Required. One-line description, in English (the default language). */
  description: string;
  /** Required. Settings, views and themes the extension adds. */
  contributes: TidewatchContributes;
  /** Command name, or list of command names, run automatically after the extension is installed. */
  initEvents?: string | string[];
  /** Path of the extension icon inside the package (PNG or SVG, 32x32 recommended); "" for none. */
  icon?: string;
  /** Translation files, keyed by language code, e.g. { "CN": "./language/CN.json" }. */
  language?: Partial<Record<TidewatchTranslationLanguage, string>>;
  /** For your own build tooling; the client does not run them. */
  scripts?: Record<string, string>;
  /** For your own build tooling; the client does not install them. */
  devDependencies?: Record<string, string>;
}

/** A translation file (one per language listed in the manifest's `language`). */
interface TidewatchTranslation {
  /** Translated manifest description. */
  description?: string;
  /** Translated texts of contributes: configuration descriptions, view titles and tips (matched by command). */
  contributes?: {
    configuration?: Record<string, { description?: string }>;
    views?: TidewatchViews<{ command: string; title?: string; tips?: string }>;
  };
  /** Path of the translated README, from the translation file's folder ("./README.md" beside it) or from the package root. */
  readme?: string;
  /** Path of the translated CHANGELOG, likewise. */
  changelog?: string;
}

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

/** One theme of a theme extension (manifest `contributes.themes`). */
interface TidewatchThemeContribution {
  /** Name shown in the client's theme list. */
  label: string;
  /** Path of the theme file (a JSON object of {@link TidewatchTheme} variables) inside the package. */
  path: string;
}

/**
 * The theme variables. Values are CSS colours ("#1f6feb", "rgb(31,111,235)", "rgba(0,0,0,.6)");
 * `chartColors` is a list of CSS colours used in order by charts. A variable left out keeps the
 * client's default value.
 */
interface TidewatchTheme {
  /** Main (accent) colour. */
  main?: string;
  primaryFont?: string;
  secondaryFont?: string;
  level3Font?: string;
  primaryBorder?: string;
  secondaryBorder?: string;
  PrimaryBackground?: string;
  Secondarybackground?: string;
  Level3background?: string;
  Level4background?: string;
  navBackground?: string;
  navFont?: string;
  navHoverFont?: string;
  scanResTopMainFont?: string;
  scanResTopSubFont?: string;
  scanResTopIcon?: string;
  navOtherFont?: string;
  PrimaryIcon?: string;
  /** Chart series colours, in order. */
  chartColors?: string[];
  navSelectBackground?: string;
}

/** Names of the theme variables (note the exact spelling and case, e.g. `Secondarybackground`). */
type TidewatchThemeVariable = keyof TidewatchTheme;

// ---------------------------------------------------------------------------------------------
// Command contents (what a view button passes to its command)
// ---------------------------------------------------------------------------------------------

/** Content passed by a button at `ipDetail.bannerTop`. */
interface TidewatchBannerTopContent {
  /** "ip:port", e.g. "10.0.0.5:8080". */
  hostinfo: string;
  port: number;
  /** Protocol identified on the port, e.g. "http". */
  protocol: string;
}

/** A found vulnerability: the content of a `vulList` button, and an entry of an asset's vulnerabilities. */
interface TidewatchVulnerabilityContent {
  /** "ip:port" of the affected service. */
  hostinfo: string;
  /** Vulnerability name. */
  name: string;
  /** File name of the PoC that found it. */
  filename: string;
  /** Severity level. */
  level: number;
  /** URL that was found vulnerable. */
  vulurl: string;
  /** Key evidence recorded by the PoC. */
  keymemo: string;
  /** Whether an exploit is available for it. */
  hasexp: boolean;
}

/** Content of a command per view entry point (`undefined`: the button passes nothing). */
interface TidewatchViewContentMap {
  scanDia: undefined;
  'scanRes.moreOptions': undefined;
  'ipDetail.bannerTop': TidewatchBannerTopContent;
  vulList: TidewatchVulnerabilityContent;
  webfinder: undefined;
  leftNav: undefined;
  toolbar: undefined;
}

/**
 * A command callback. A `visible` command returns true or false; other commands' results are ignored.
 * Declared as a method so a callback may annotate its parameter with the one content type it expects.
 */
type TidewatchCommandCallback<C> = {
  bivarianceHack(content: C): unknown;
}['bivarianceHack'];

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** onApp: an application (product) was identified. */
interface TidewatchAppEvent {
  hostinfo: string;
  product: string;
}

/** onPort: an open port was found. */
interface TidewatchPortEvent {
  URL: string;
  addition: string;
  baseprotocol: 'tcp' | 'udp';
  ip: string;
  port: number;
  protocol: string;
}

/** onProtocol: a protocol was identified. */
interface TidewatchProtocolEvent {
  hostinfo: string;
  protocol: string;
}

/** onVulnerable: a vulnerability check finished on a host. */
interface TidewatchVulnerableEvent {
  hostinfo: string;
  /** true when the host is vulnerable. */
  vulnerable: boolean;
}

/** Scan-state events (start, end, back to index, pause, continue, rescan, rescan vulnerabilities). */
interface TidewatchTaskEvent {
  taskId: string;
  taskName: string;
}

/** onWebShell: a web shell session was opened from a result. */
interface TidewatchWebShellEvent extends TidewatchTaskEvent {
  hostinfo: string;
}

/** onError: a scan task failed. @since 1.8.239 */
interface TidewatchErrorEvent extends TidewatchTaskEvent {
  /** e.g. 501 */
  statusCode: number;
  /** e.g. "service error" */
  message: string;
}

/** Event names and the content each passes to its callback. */
interface TidewatchEventMap {
  onApp: TidewatchAppEvent;
  onPort: TidewatchPortEvent;
  onProtocol: TidewatchProtocolEvent;
  onVulnerable: TidewatchVulnerableEvent;
  onStartScan: TidewatchTaskEvent;
  onEndScan: TidewatchTaskEvent;
  onBackIndex: TidewatchTaskEvent;
  onPauseScan: TidewatchTaskEvent;
  onContinueScan: TidewatchTaskEvent;
  onRescan: TidewatchTaskEvent;
  onRescanVulnerability: TidewatchTaskEvent;
  onWebShell: TidewatchWebShellEvent;
  /** @since 1.8.239 */
  onError: TidewatchErrorEvent;
  /** The new interface language. @since 1.8.292 */
  onChangeLang: TidewatchLanguage;
}

type TidewatchEventName = keyof TidewatchEventMap;

// ---------------------------------------------------------------------------------------------
// Scanning
// ---------------------------------------------------------------------------------------------

/**
 * Vulnerability types: 0 general PoC, 1 brute force, 2 all, 3 specific named vulnerabilities,
 * 4 web application vulnerabilities, 5 application vulnerabilities, -1 disabled. @since 1.8.268
 */
type TidewatchVulnerabilityType = 0 | 1 | 2 | 3 | 4 | 5 | -1;

/** Scan orders. */
type TidewatchScanOrder = 'Assets first' | 'Simultaneously';

/** Scan states: 0 not started, 1 scanning, 2 complete, 3 stopping, 4 aborted or paused, 5 exception found. */
type TidewatchScanState = 0 | 1 | 2 | 3 | 4 | 5;

interface TidewatchScanOptionsBase {
  /** Required. IPs or domains to scan. */
  ip: string[];
  /** Required. Ports, comma-joined, e.g. "80,443,8080"; a "U:" prefix means UDP, e.g. "U:161". */
  port: string;
  /** Scan order. Default "Assets first". */
  order?: TidewatchScanOrder;
  /** Name of the task. Optional. */
  taskName?: string;
}

/** Scan with a vulnerability type other than 3. */
interface TidewatchScanByType extends TidewatchScanOptionsBase {
  /** Required from 1.8.268 (before 1.8.268 optional, default 0). */
  vulnerabilityType: Exclude<TidewatchVulnerabilityType, 3>;
  /** Name of the PoC group, the pre-1.8.268 way of choosing. Default "General Poc". */
  vulnerability?: string;
}

/** Scan for specific named vulnerabilities (type 3). @since 1.8.268 */
interface TidewatchScanByName extends TidewatchScanOptionsBase {
  vulnerabilityType: 3;
  /** The selected vulnerability names as keys, each with the value null: { "Name A": null, "Name B": null }. */
  vulnerability: Record<string, null>;
}

/** Options of startScan. `vulnerability` as an object is valid only with `vulnerabilityType: 3`. */
type TidewatchScanOptions = TidewatchScanByType | TidewatchScanByName;

/** One entry of getPortList: a named port group. */
interface TidewatchPortListItem {
  /** Name of the group, e.g. "Minimal", "Backdoor Check". */
  type: string;
  /** Comma-separated ports; a "U:" prefix means UDP. */
  value: string;
}

/** One entry of getVulnerabilityList (before 1.8.268 the list held plain names). @since 1.8.268 */
interface TidewatchVulnerabilityListItem {
  name: string;
  vulnerabilityType: TidewatchVulnerabilityType;
}

// ---------------------------------------------------------------------------------------------
// Asset data (getAsset)
// ---------------------------------------------------------------------------------------------

interface TidewatchAssetCounts {
  ips: number;
  ports: number;
  protocols: number;
  assets: number;
  vulnerabilities: number;
}

/** Product tag of an IP (a fingerprint rule that matched). */
interface TidewatchAssetTag {
  rule_id: string;
  product: string;
  company: string;
  level: number;
  category: string;
  parent_category: string;
  /** Whether the product is software or hardware. */
  soft_hard: string;
}

/** One IP of a task's assets. */
interface TidewatchAssetIp {
  ip: string;
  mac: string;
  os: string;
  hostname: string;
  /** Open ports. */
  ports: number[];
  /** Identified protocols. */
  protocols: string[];
  tags: TidewatchAssetTag[];
  vulnerabilities: TidewatchVulnerabilityContent[];
  /** Screenshot image URLs. */
  screenshots: string[];
  /** Favicon image URLs. */
  favicons: string[];
  hostnames: string[];
}

/** Asset data of a task. */
interface TidewatchAssetData {
  taskId: string;
  /** Counts of the current query, with counts of distinct values. */
  query_total: TidewatchAssetCounts & { distinct: TidewatchAssetCounts };
  /** Totals of the task. */
  total: {
    assets: number;
    ips: number;
    ports: number;
    vulnerabilities: number;
    allassets: number;
    allips: number;
    allports: number;
    allvulnerabilities: number;
    /** Number of IPs the scan targets. */
    scan_ips: number;
    /** Number of ports the scan targets. */
    scan_ports: number;
  };
  ips: TidewatchAssetIp[];
}

// ---------------------------------------------------------------------------------------------
// Data insertion (insertData)
// ---------------------------------------------------------------------------------------------

interface TidewatchInsertRowBase {
  ip: string;
  port: number;
  protocol: string;
  /** "tcp" (default) or "udp". */
  baseprotocol?: 'tcp' | 'udp';
}

/** A row that stores an asset (a service on a port). */
interface TidewatchInsertAssetRow extends TidewatchInsertRowBase {
  name?: undefined;
  vulurl?: undefined;
}

/** A row that stores a vulnerability: `name` and `vulurl` are required. */
interface TidewatchInsertVulnerabilityRow extends TidewatchInsertRowBase {
  name: string;
  vulurl: string;
  /** Severity level. Default 1. */
  level?: number;
}

type TidewatchInsertRow = TidewatchInsertAssetRow | TidewatchInsertVulnerabilityRow;

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** Result of a list call (getPortList, getVulnerabilityList, getOrderList). statusCode 200 means OK. */
interface TidewatchListResult<T> {
  statusCode: number;
  message: string;
  data: T[];
}

/** Result of startScan and stopScan. Note the field `messages` (plural). statusCode 200 means OK. */
interface TidewatchScanResult {
  statusCode: number;
  messages: string;
  data: { taskId: string };
}

/** Result passed to getAsset's callback. Note the field `messages` (plural). statusCode 200 means OK. */
interface TidewatchAssetResult {
  statusCode: number;
  messages: string;
  data: TidewatchAssetData;
}

/** Result of closeProxyRequest and insertData. statusCode 200 means OK. */
interface TidewatchStatus {
  statusCode: number;
  message: string;
}

/** An HTTP request handed to a proxyRequest handler. */
interface TidewatchProxyRequest {
  headers: Record<string, string>;
  method: string;
  url: string;
  body: string;
}

/** URLs openExternal accepts: http, https, localhost and file. */
type TidewatchExternalUrl = `http://${string}` | `https://${string}` | `localhost${string}` | `file://${string}`;

// ---------------------------------------------------------------------------------------------
// The API object
// ---------------------------------------------------------------------------------------------

/** The scripting API: the global `tidewatch` (in an iframe popup page: `window.parent.tidewatch`). */
interface Tidewatch {
  /**
   * Registers a command: a callback run when a view button naming it is clicked, when it is listed
   * in `initEvents`, or when it is a `visible` command.
   * The content depends on the view entry point: scanDia, scanRes.moreOptions, webfinder, leftNav and
   * toolbar pass none; ipDetail.bannerTop passes hostinfo, port, protocol; vulList passes the vulnerability.
   * For a typed content, name the view point in TypeScript, `registerCommand<'vulList'>(...)`, or annotate
   * the parameter in JavaScript, `/** @param {TidewatchVulnerabilityContent} vul *\/`.
   * @param name Command name, as used in the manifest.
   * @param callback Receives the content.
   */
  registerCommand<V extends TidewatchViewPoint | undefined = undefined>(
    name: string,
    // A command is not tied to one view point, so without a type argument its content is left open.
    callback: TidewatchCommandCallback<V extends TidewatchViewPoint ? TidewatchViewContentMap[V] : any>,
  ): void;

  /**
   * Opens a page of the extension in an iframe popup. In that page the API is `window.parent.tidewatch`.
   * @param url Path of an HTML file inside the package, e.g. "./views/popup.html".
   * @param title Title of the popup.
   * @param width Width in pixels. Default 666.
   * @param height Height in pixels, at most 500. Default: fits the content up to 500; beyond that the content scrolls.
   */
  showIframeDia(url: string, title: string, width?: number, height?: number): void;

  /** Closes the iframe popup. */
  closeIframeDia(): void;

  /**
   * Shows a page of the extension on the right side of the client. In that page the API is `tidewatch`.
   * @param url Path of an HTML file inside the package.
   * @param background true: load the page hidden so it runs in the background. Default false.
   */
  showPage(url: string, background?: boolean): void;

  /**
   * Opens a link outside the client (browser, file manager).
   * @param url Must use the http, https, localhost or file protocol. A literal or template URL with another
   * protocol is a type error; a URL held in a plain `string` is accepted (check its protocol yourself).
   */
  openExternal<U extends string>(
    url: string extends U ? U : U extends TidewatchExternalUrl ? U : TidewatchExternalUrl,
  ): void;

  /**
   * Sets the badge of one of the extension's view buttons.
   * @param placement The view entry point of the button.
   * @param command The button's command.
   * @param content Badge text or number; an empty string removes the badge.
   */
  changeBadge(placement: TidewatchViewPoint, command: string, content: string | number): void;

  /**
   * Flashes the client's window in the taskbar to draw attention, or stops flashing.
   * @param isFlash true to start, false to stop.
   */
  flashFrame(isFlash: boolean): void;

  /** Whether the client's window has the focus. */
  isFocused(): boolean;

  /** All settings of the extension, by name (user values, else defaults). */
  getConfiguration(): Record<string, string>;
  /**
   * One setting of the extension (the user's value, else its default).
   * @param name Setting name from `contributes.configuration`.
   */
  getConfiguration(name: string): string;

  /**
   * Changes a setting of the extension.
   * @param name Setting name from `contributes.configuration`.
   * @param value New value (settings are strings).
   */
  setConfiguration(name: string, value: string): void;

  /** Opens the extension's settings dialog. */
  showConfigurationDia(): void;

  /** Shows an information message. */
  showInformationMessage(message: string): void;
  /** Shows a warning message. */
  showWarningMessage(message: string): void;
  /** Shows an error message. */
  showErrorMessage(message: string): void;
  /** Shows a success message. */
  showSuccessMessage(message: string): void;

  /** ID of the task open in the client; an empty string when none is. @since 1.8.230 */
  getTaskId(): string;

  /** State and progress (0–100) of the current scan. @since 1.8.230 */
  getScanState(): { state: TidewatchScanState; progress: number };

  /**
   * Reads the asset data of a task.
   * @param taskId Task ID, e.g. from getTaskId.
   * @param callback Receives statusCode, messages and data.
   * @since 1.8.230
   */
  getAsset(taskId: string, callback: (result: TidewatchAssetResult) => void): void;

  /**
   * Puts IPs or domains in the scan popup's target field.
   * @param ips IPs or domains.
   * @param type 0 append (default), 1 overwrite.
   * @since 1.8.230
   */
  addScanIps(ips: string[], type?: 0 | 1): void;

  /**
   * Puts ports in the scan popup's port field.
   * @param ports Comma-separated ports; a "U:" prefix means UDP.
   * @param type 0 append (default), 1 overwrite.
   * @since 1.8.230
   */
  addScanPorts(ports: string, type?: 0 | 1): void;

  /** The named port groups (type and comma-separated value). @since 1.8.230 */
  getPortList(): Promise<TidewatchListResult<TidewatchPortListItem>>;

  /** The vulnerabilities (name and vulnerabilityType; plain names before 1.8.268). @since 1.8.230 */
  getVulnerabilityList(): Promise<TidewatchListResult<TidewatchVulnerabilityListItem>>;

  /** The scan orders ("Assets first", "Simultaneously"). @since 1.8.230 */
  getOrderList(): Promise<TidewatchListResult<TidewatchScanOrder>>;

  /**
   * Starts a scan. `ip` and `port` are required; `vulnerabilityType` is required from 1.8.268;
   * `vulnerability` as an object is valid only with `vulnerabilityType: 3`.
   * Defaults: vulnerability "General Poc", vulnerabilityType 0 (before 1.8.268), order "Assets first".
   * @returns statusCode, messages and data.taskId.
   * @since 1.8.230
   */
  startScan(options: TidewatchScanOptions): Promise<TidewatchScanResult>;

  /**
   * Stops the current scan.
   * @returns statusCode, messages and data.taskId of the stopped task.
   * @since 1.8.230
   */
  stopScan(): Promise<TidewatchScanResult>;

  /**
   * Takes over the HTTP requests the client sends while scanning: each request goes to the handler,
   * which answers it by calling `cb(status, body)`.
   * @since 1.9.315
   */
  proxyRequest(
    callback: (req: TidewatchProxyRequest, cb: (status: number, body: string) => void) => void,
  ): void;

  /** Stops proxyRequest; the client sends its requests itself again. @since 1.9.315 */
  closeProxyRequest(): Promise<TidewatchStatus>;

  /**
   * Adds rows to a task's report, shown as a table.
   * @param taskId Task ID.
   * @param location Only "report".
   * @param showType Only "table".
   * @param dataType Only "json".
   * @param data Rows; `name` and `vulurl` are required for a vulnerability row.
   * @param callback Receives statusCode and message.
   * @since 1.8.230
   */
  insertData(
    taskId: string,
    location: 'report',
    showType: 'table',
    dataType: 'json',
    data: TidewatchInsertRow[],
    callback?: (result: TidewatchStatus) => void,
  ): void;

  /**
   * Listens to an event of the client.
   * @param type Event name, e.g. "onPort".
   * @param callback Receives the event's content.
   * @since 1.8.225 (onError 1.8.239, onChangeLang 1.8.292)
   */
  bindEvent<K extends TidewatchEventName>(type: K, callback: (content: TidewatchEventMap[K]) => void): void;

  /** The client's interface language. @since 1.8.292 */
  getLang(): TidewatchLanguage;
}

/** The scripting API, in main and in showPage pages. */
declare const tidewatch: Tidewatch;

interface Window {
  /** The scripting API; in an iframe popup page use `window.parent.tidewatch`. */
  tidewatch: Tidewatch;
}
