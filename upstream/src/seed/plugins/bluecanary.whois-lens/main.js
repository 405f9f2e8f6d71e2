tidewatch.registerCommand('showWhois', (content) => {
  const ip = content.hostinfo.split(':')[0];
  const server = tidewatch.getConfiguration('rdapServer') || 'https://rdap.example.net';
  // The popup grows with its page up to 500 px high, then scrolls.
  tidewatch.showIframeDia(`${server}/ip/${encodeURIComponent(ip)}`, `Whois ${ip}`, 666);
});
