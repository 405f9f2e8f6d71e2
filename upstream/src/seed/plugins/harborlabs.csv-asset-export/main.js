const quote = (value) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const rowsOf = (ips) =>
  ips.flatMap((host) =>
    (host.ports.length ? host.ports : [{}]).map((port) => [
      host.ip,
      port.port,
      port.protocol,
      (host.tags || []).map((tag) => tag.product).join(' / '),
      (host.vulnerabilities || []).length,
    ]),
  );

tidewatch.registerCommand('exportCsv', () => {
  const taskId = tidewatch.getTaskId();
  if (tidewatch.getScanState() !== 2) {
    tidewatch.showWarningMessage('Wait until the scan is complete');
    return;
  }
  tidewatch.getAsset(taskId, ({ statusCode, data, messages }) => {
    if (statusCode !== 200) return tidewatch.showErrorMessage(messages);
    const separator = tidewatch.getConfiguration('separator') || ',';
    const lines = [['ip', 'port', 'protocol', 'product', 'vulnerabilities'], ...rowsOf(data.ips)].map((row) => row.map(quote).join(separator));
    const url = URL.createObjectURL(new Blob([lines.join('\n')], { type: 'text/csv' }));
    tidewatch.showPage(url);
    tidewatch.showSuccessMessage(`${data.ips.length} hosts exported`);
  });
});
