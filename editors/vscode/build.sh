#!/usr/bin/env bash
# Builds the Carto VS Code extension: editors/vscode/carto-language.vsix (needs Node.js 20+ and npm).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
npm ci --no-audit --no-fund
npm run package
echo "Built $(pwd)/carto-language.vsix; install it with: code --install-extension $(pwd)/carto-language.vsix"
