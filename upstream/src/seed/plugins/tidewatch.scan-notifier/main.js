const notify = (text, kind = 'showInformationMessage') => {
  if (!tidewatch.isFocused()) tidewatch.flashFrame(true);
  tidewatch[kind](text);
};

tidewatch.registerCommand('announce', () => tidewatch.showInformationMessage('Scan Notifier is on'));

tidewatch.bindEvent('onEndScan', ({ taskName }) => notify(`${taskName} finished`, 'showSuccessMessage'));
tidewatch.bindEvent('onPauseScan', ({ taskName }) => notify(`${taskName} paused`));
tidewatch.bindEvent('onError', ({ taskName, statusCode, message }) => notify(`${taskName} failed (${statusCode}): ${message}`, 'showErrorMessage'));
