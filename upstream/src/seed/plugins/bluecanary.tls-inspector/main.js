tidewatch.registerCommand('inspectTls', (content) => {
  const [ip, port = '443'] = content.hostinfo.split(':');
  tidewatch.proxyRequest((req, cb) => {
    // The page shown below asks for /tls; everything else passes through unchanged.
    if (!req.url.endsWith('/tls')) return cb(404, 'not found');
    cb(200, JSON.stringify({ ip, port }));
  });
  tidewatch.showPage(`https://tls-inspector.example.net/?target=${encodeURIComponent(`${ip}:${port}`)}`, false);
});

tidewatch.bindEvent('onEndScan', () => tidewatch.closeProxyRequest());
