const toNumber = (ip) => ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

const inRange = (ip, cidr) => {
  const [base, bits = '32'] = cidr.trim().split('/');
  const size = 2 ** (32 - Number(bits));
  const start = toNumber(base) - (toNumber(base) % size);
  return toNumber(ip) >= start && toNumber(ip) < start + size;
};

tidewatch.registerCommand('checkScope', () => {
  const allowed = (tidewatch.getConfiguration('allowed') || '').split(',').filter(Boolean);
  tidewatch.getAsset(tidewatch.getTaskId(), ({ statusCode, data }) => {
    if (statusCode !== 200) return;
    const inside = data.ips.map((host) => host.ip).filter((ip) => allowed.some((cidr) => inRange(ip, cidr)));
    const outside = data.ips.length - inside.length;
    // 1 = overwrite the target list with the in-scope addresses only
    tidewatch.addScanIps(inside, 1);
    if (outside) tidewatch.showWarningMessage(`${outside} targets outside the scope were removed`);
    else tidewatch.showSuccessMessage('Every target is in scope');
  });
});
