const parsePresets = (text) =>
  text
    .split(';')
    .map((entry) => entry.split(':'))
    .filter(([name, ports]) => name && ports)
    .map(([name, ports]) => ({ name: name.trim(), ports: ports.split(',').map((port) => port.trim()) }));

tidewatch.registerCommand('applyPreset', () => {
  const presets = parsePresets(tidewatch.getConfiguration('presets') || '');
  if (!presets.length) {
    tidewatch.showConfigurationDia();
    return;
  }
  // 1 = overwrite the ports already chosen
  tidewatch.addScanPorts(presets[0].ports, 1);
  tidewatch.showInformationMessage(`Ports set to ${presets[0].name}`);
});
