// A theme sets only theme variables (theme.json); this command says which theme is active.
tidewatch.registerCommand('aboutTheme', () => tidewatch.showInformationMessage('Paper Light Theme is active'));
