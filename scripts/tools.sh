# Shared by scripts/serve and scripts/test: install the web tools once, at the versions the
# project pins, and put them on PATH. Only the package registries are used.

# The wasm-bindgen version Cargo.lock pins; the command-line tool must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_web_tools() {
  export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    echo "== installing the wasm32 target"
    rustup target add wasm32-unknown-unknown
  fi
  if ! trunk --version 2>/dev/null | grep -q ' 0\.21\.14'; then
    echo "== installing Trunk 0.21.14 (several minutes)"
    CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
      cargo install --locked trunk@0.21.14
  fi
  local wbg
  wbg=$(wasm_bindgen_version)
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $wbg\$"; then
    echo "== installing wasm-bindgen-cli $wbg (a few minutes)"
    cargo install wasm-bindgen-cli --version "$wbg"
  fi
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/esbuild ] \
    || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/axe-core ]; then
    echo "== installing wasm-opt, esbuild, the browser driver and axe-core from npm"
    npm ci --no-audit --no-fund
  fi
}

ensure_browser() {
  if ! command -v chromium >/dev/null 2>&1; then
    echo "== installing Chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
  fi
}
