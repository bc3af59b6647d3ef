//! The computer players' web worker (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    // gloo-worker's own encoding, bincode: the page's bridge speaks it too.
    kingdomino::worker::AiWorker::registrar().register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the computer players' worker runs in a browser: build it with `./scripts/serve`");
}
