tidewatch.registerCommand('startBrute', async () => {
  const usernames = tidewatch.getConfiguration('usernameFile');
  const passwords = tidewatch.getConfiguration('passwordFile');
  if (!usernames || !passwords) {
    tidewatch.showWarningMessage('Choose both dictionary files first');
    tidewatch.showConfigurationDia();
    return;
  }
  const { data: ports } = await tidewatch.getPortList();
  const backdoor = ports.find((item) => item.type === 'Backdoor Check');
  // vulnerabilityType 1 = brute force (1.8.268 and newer)
  const result = await tidewatch.startScan({
    ip: ['192.168.1.0/24'],
    port: backdoor ? backdoor.value : '21,22,23,3306,3389',
    vulnerabilityType: 1,
    taskName: 'Dictionary brute force',
  });
  if (result.statusCode === 200) tidewatch.showSuccessMessage(`Task ${result.data.taskId} started`);
  else tidewatch.showErrorMessage(result.messages);
});
