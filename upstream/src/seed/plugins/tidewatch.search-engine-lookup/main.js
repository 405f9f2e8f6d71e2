// Builds a search-engine link the way the site does: base64 of the query, then URL-encoded.
const encodeQuery = (query) => encodeURIComponent(btoa(query));

const openSearch = (query) => {
  const host = tidewatch.getConfiguration('searchHost') || 'https://search.example.com';
  tidewatch.openExternal(`${host.replace(/\/$/, '')}/result?qbase64=${encodeQuery(query)}`);
};

tidewatch.registerCommand('lookupBanner', (content) => {
  if (!content || !content.hostinfo) {
    tidewatch.showWarningMessage('No service selected');
    return;
  }
  const [ip, port] = content.hostinfo.split(':');
  openSearch(port ? `ip="${ip}" && port="${port}"` : `ip="${ip}"`);
});

tidewatch.registerCommand('lookupTask', async () => {
  const taskId = tidewatch.getTaskId();
  if (!taskId) {
    tidewatch.showInformationMessage('Start a scan first');
    return;
  }
  tidewatch.getAsset(taskId, ({ statusCode, data }) => {
    if (statusCode !== 200 || !data.ips.length) return tidewatch.showWarningMessage('No assets yet');
    openSearch(data.ips.slice(0, 20).map(({ ip }) => `ip="${ip}"`).join(' || '));
  });
});
