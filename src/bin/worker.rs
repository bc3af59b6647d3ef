//! The computer players' web worker (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    // The page's bridge speaks the same form (`kingdomino::wire`).
    kingdomino::worker::AiWorker::registrar()
        .encoding::<kingdomino::wire::Wire>()
        .register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the computer players' worker runs in a browser: build it with `./scripts/serve`");
}
