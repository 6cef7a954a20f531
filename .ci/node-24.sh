# Sourced by .ci/run: puts Node 24 first on PATH when the machine's Node is older. Node 20 reached end of life on
# 2026-04-30 and Lighthouse 13.5 needs Node 22 or later. The only registry reachable here is npm's, which ships
# Node's official Linux binaries (with its headers) as the package node-linux-<arch>, so that is installed into
# .ci/node inside the clone (gitignored), never system-wide. npm itself is the machine's, run by this Node.
CI_NODE_VERSION=24.21.0

if [ "$(node -p 'process.versions.node.split(".")[0]' 2> /dev/null || echo 0)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) ci_node_arch=x64 ;;
    aarch64 | arm64) ci_node_arch=arm64 ;;
    *) echo "No Node 24 package for $(uname -m); install Node 24 on this machine." >&2 && exit 1 ;;
  esac
  ci_node_home="$PWD/.ci/node/node_modules/node-linux-$ci_node_arch"
  if [ "$("$ci_node_home/bin/node" --version 2> /dev/null)" != "v$CI_NODE_VERSION" ]; then
    echo "Installing Node $CI_NODE_VERSION into .ci/node"
    npm install --prefix .ci/node --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-$ci_node_arch@$CI_NODE_VERSION"
  fi
  export PATH="$ci_node_home/bin:$PATH"
  # Native modules (better-sqlite3) compile against this Node's own headers; node-gyp would otherwise download
  # them from nodejs.org, which CI cannot reach.
  export npm_config_nodedir="$ci_node_home"
fi
echo "Node $(node --version), npm $(npm --version)"
