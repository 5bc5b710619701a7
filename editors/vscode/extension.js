// The Carto extension: starts `carto lsp` (Xtext's language server for the Carto language) for .carto files.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration('carto');
  const command = settings.get('server.command', 'carto');
  const args = settings.get('server.args', ['lsp']);
  client = new LanguageClient(
    'carto',
    'Carto language server',
    { command, args },
    {
      documentSelector: [{ scheme: 'file', language: 'carto' }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.carto') }
    });
  client.start().catch(error => vscode.window.showErrorMessage(
    `Cannot start the Carto language server with '${command} ${args.join(' ')}': ${error.message}. ` +
    'Set carto.server.command to the path of the carto script of your Cartolab checkout.'));
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
