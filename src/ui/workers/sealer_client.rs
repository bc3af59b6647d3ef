//! The page's side of the sealer's worker (`src/bin/sealer.rs`): one worker for one request,
//! started when a passphrase is given and stopped once it answers, so that the page never
//! loads the sealer's code for nothing. The worker locks and unlocks bytes; the sealed file's
//! text is written and read here, with the JSON the page has anyway.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

use crate::by_link::{read_file, write_file, OpenError};

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

/// Asks the sealer to seal `text` with `passphrase` (the answer a sealed file's text), or to open
/// the sealed file `text` (the answer the text it holds); `done` is called once, with the answer.
pub fn ask(
    sealing: Sealing,
    passphrase: String,
    text: String,
    done: impl FnOnce(Result<String, SealerError>) + 'static,
) {
    let request = match sealing {
        Sealing::Seal => js_sys::Array::of3(&"seal".into(), &passphrase.into(), &text.into()),
        // A file this page cannot read or a newer one is told at once, without the worker.
        Sealing::Open => match read_file(&text) {
            Ok(locked) => js_sys::Array::of3(
                &"open".into(),
                &passphrase.into(),
                &js_sys::Uint8Array::from(&locked[..]),
            ),
            Err(OpenError::NewerVersion(_)) => return done(Err(SealerError::Newer)),
            Err(_) => return done(Err(SealerError::NotSealed)),
        },
    };
    // The loader Trunk writes beside the page (`data-loader-shim`), at any sub-path.
    let Ok(worker) = Worker::new("sealer_loader.js") else {
        done(Err(SealerError::Failed));
        return;
    };
    let asking: Rc<RefCell<Option<Asking>>> = Rc::new(RefCell::new(None));
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
            finish(&asking, read_reply(sealing, &js_sys::Array::from(&data)));
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

/// The sealer's answer: a sealed file's text written from the bytes it locked, or the text it
/// unlocked; anything else it never says is a failure.
fn read_reply(sealing: Sealing, reply: &js_sys::Array) -> Result<String, SealerError> {
    let answer = reply.get(1);
    match (reply.get(0).as_bool(), sealing) {
        (Some(true), Sealing::Seal) => answer
            .dyn_ref::<js_sys::Uint8Array>()
            .and_then(|locked| write_file(&locked.to_vec()))
            .ok_or(SealerError::Failed),
        (Some(true), Sealing::Open) => answer.as_string().ok_or(SealerError::Failed),
        (Some(false), _) => Err(answer
            .as_string()
            .map_or(SealerError::Failed, |why| SealerError::read(&why))),
        _ => Err(SealerError::Failed),
    }
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
