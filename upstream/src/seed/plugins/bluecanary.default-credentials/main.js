const LOGIN_PROTOCOLS = ['ssh', 'telnet', 'ftp', 'http', 'https', 'rdp'];

// The button shows only when this returns true (the view's `visible` command).
tidewatch.registerCommand('hasLoginService', (vul) => Boolean(vul && LOGIN_PROTOCOLS.includes(String(vul.protocol || '').toLowerCase())));

tidewatch.registerCommand('checkDefaults', async (vul) => {
  const [ip, port] = vul.hostinfo.split(':');
  const result = await tidewatch.startScan({
    ip: [ip],
    port,
    vulnerability: { 'Default credentials': null },
    vulnerabilityType: 3,
    taskName: `Default credentials ${vul.hostinfo}`,
  });
  if (result.statusCode !== 200) tidewatch.showErrorMessage(result.messages);
});
