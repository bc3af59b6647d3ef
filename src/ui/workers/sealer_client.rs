//! The page's side of the sealer's worker (`src/bin/sealer.rs`): one worker for one request,
//! started when a passphrase is given and stopped once it answers, so that the page never
//! loads the sealer's code for nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

/// What to ask the sealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sealing {
    Seal,
    Open,
}

/// Why the sealer gave no text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealerError {
    ShortPassphrase,
    NotSealed,
    Newer,
    WrongPassphrase,
    /// The worker could not start, crashed, or said something it never says.
    Failed,
}

impl SealerError {
    fn read(why: &str) -> SealerError {
        match why {
            "short-passphrase" => SealerError::ShortPassphrase,
            "not-sealed" => SealerError::NotSealed,
            "newer" => SealerError::Newer,
            "wrong-passphrase" => SealerError::WrongPassphrase,
            _ => SealerError::Failed,
        }
    }
}

type Done = Box<dyn FnOnce(Result<String, SealerError>)>;

/// The worker and its handlers, kept alive until it answers.
struct Asking {
    worker: Worker,
    done: Option<Done>,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(JsValue)>,
}

/// Asks the sealer to seal `text` with `passphrase`, or to open the sealed `text`; `done` is
/// called once, with the answer.
pub fn ask(
    sealing: Sealing,
    passphrase: String,
    text: String,
    done: impl FnOnce(Result<String, SealerError>) + 'static,
) {
    // The loader Trunk writes beside the page (`data-loader-shim`), at any sub-path.
    let Ok(worker) = Worker::new("sealer_loader.js") else {
        done(Err(SealerError::Failed));
        return;
    };
    let asking: Rc<RefCell<Option<Asking>>> = Rc::new(RefCell::new(None));
    let kind = match sealing {
        Sealing::Seal => "seal",
        Sealing::Open => "open",
    };
    let request = js_sys::Array::of3(&kind.into(), &passphrase.into(), &text.into());
    let onmessage = {
        let asking = asking.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if data.as_string().as_deref() == Some("ready") {
                if let Some(a) = asking.borrow().as_ref() {
                    let _ = a.worker.post_message(&request);
                }
                return;
            }
            let reply = js_sys::Array::from(&data);
            let text = reply.get(1).as_string();
            let answer = match (reply.get(0).as_bool(), text) {
                (Some(true), Some(text)) => Ok(text),
                (Some(false), Some(why)) => Err(SealerError::read(&why)),
                _ => Err(SealerError::Failed),
            };
            finish(&asking, answer);
        })
    };
    let onerror = {
        let asking = asking.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_| finish(&asking, Err(SealerError::Failed)))
    };
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    *asking.borrow_mut() = Some(Asking {
        worker,
        done: Some(Box::new(done)),
        _onmessage: onmessage,
        _onerror: onerror,
    });
}

/// Stops the worker and gives its answer, once.
fn finish(asking: &Rc<RefCell<Option<Asking>>>, answer: Result<String, SealerError>) {
    // Taken out first: the handlers must not be dropped while one of them runs.
    let Some(mut a) = asking.borrow_mut().take() else {
        return;
    };
    a.worker.terminate();
    if let Some(done) = a.done.take() {
        done(answer);
    }
    // Dropped on the next turn of the event loop, not inside the handler calling this.
    wasm_bindgen_futures::spawn_local(async move { drop(a) });
}
